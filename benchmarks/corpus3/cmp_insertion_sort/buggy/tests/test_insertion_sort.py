import pytest

from insertion_sort import count_shifts, insertion_sort, sort_records


@pytest.mark.parametrize(
    "items, expected",
    [
        ([], []),
        ([1], [1]),
        ([3, 1, 2], [1, 2, 3]),
        ([5, 4, 3, 2, 1], [1, 2, 3, 4, 5]),
        ([2, 2, 1, 1], [1, 1, 2, 2]),
        (["pear", "apple", "fig"], ["apple", "fig", "pear"]),
    ],
)
def test_sorts_values(items, expected):
    assert insertion_sort(items) == expected


def test_does_not_modify_input():
    items = [3, 1, 2]
    insertion_sort(items)
    assert items == [3, 1, 2]


@pytest.mark.parametrize(
    "words, expected",
    [
        (["bb", "a", "cc", "d"], ["a", "d", "bb", "cc"]),
        (["xyz", "ab", "cd", "e"], ["e", "ab", "cd", "xyz"]),
    ],
)
def test_sort_by_key_is_stable(words, expected):
    assert insertion_sort(words, key=len) == expected


def test_sort_records_keeps_order_of_ties():
    people = [
        {"name": "Ann", "age": 31},
        {"name": "Bob", "age": 25},
        {"name": "Cid", "age": 31},
        {"name": "Dee", "age": 25},
    ]
    names = [p["name"] for p in sort_records(people, "age")]
    assert names == ["Bob", "Dee", "Ann", "Cid"]


@pytest.mark.parametrize(
    "items, shifts", [([], 0), ([1, 2, 3], 0), ([3, 2, 1], 3), ([2, 1, 3, 1], 3)]
)
def test_count_shifts(items, shifts):
    assert count_shifts(items) == shifts
