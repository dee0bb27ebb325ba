import pytest

from cocktail_sort import cocktail_sort, count_swaps, is_sorted, odd_even_sort, sort_records


@pytest.mark.parametrize(
    "items",
    [[], [1], [5, 1, 4, 2, 8], [3, -1, 0, -7, 12, 5], list(range(10, 0, -1)), [2, 1]],
)
def test_cocktail_sort_distinct(items):
    assert cocktail_sort(items) == sorted(items)


def test_cocktail_sort_reverse():
    assert cocktail_sort([3, 9, 1, 7], reverse=True) == [9, 7, 3, 1]


def test_cocktail_sort_with_key_is_stable():
    words = ["pear", "fig", "apple", "kiwi", "plum", "date"]
    assert cocktail_sort(words, key=len) == ["fig", "pear", "kiwi", "plum", "date", "apple"]


def test_cocktail_sort_does_not_mutate_input():
    data = [3, 1, 2]
    cocktail_sort(data)
    assert data == [3, 1, 2]


def test_odd_even_sort():
    assert odd_even_sort([9, 4, 7, 1, 8, 2]) == [1, 2, 4, 7, 8, 9]
    assert odd_even_sort([1, 2, 3], reverse=True) == [3, 2, 1]


def test_odd_even_sort_is_stable():
    pairs = [(2, "a"), (1, "b"), (2, "c"), (1, "d")]
    assert odd_even_sort(pairs, key=lambda p: p[0]) == [(1, "b"), (1, "d"), (2, "a"), (2, "c")]


def test_is_sorted():
    assert is_sorted([1, 1, 2, 3])
    assert not is_sorted([1, 3, 2])
    assert is_sorted([3, 3, 1], reverse=True)


def test_count_swaps():
    assert count_swaps([3, 1, 2]) == 2
    assert count_swaps([1, 2, 3]) == 0


def test_sort_records_keeps_tie_order():
    rows = [{"name": "ann", "age": 31}, {"name": "bob", "age": 25}, {"name": "cy", "age": 31},
            {"name": "di", "age": 25}]
    assert [r["name"] for r in sort_records(rows, "age")] == ["bob", "di", "ann", "cy"]
    assert [r["name"] for r in sort_records(rows, "age", reverse=True)] == ["ann", "cy", "bob", "di"]
