import pytest

from comb_sort import (argsort, comb_sort, comb_sort_stats, gap_sequence, is_sorted, median, next_gap,
                       sort_records, top_n)


def test_gap_shrinks_by_factor():
    assert next_gap(10) == 7
    assert next_gap(1) == 1
    assert gap_sequence(10) == [7, 5, 3, 2, 1]


def test_sorts_distinct_numbers():
    assert comb_sort([8, 3, 9, 1, 7, 2, 6, 0]) == [0, 1, 2, 3, 6, 7, 8, 9]


def test_empty_and_single():
    assert comb_sort([]) == []
    assert comb_sort(["x"]) == ["x"]
    assert argsort([30, 10, 20]) == [1, 2, 0]


def test_sorts_with_duplicates():
    assert comb_sort([5, 1, 4, 1, 5, 9, 2, 6, 5]) == [1, 1, 2, 4, 5, 5, 5, 6, 9]


def test_reverse_keeps_duplicates():
    assert comb_sort([2, 7, 2, 1, 7], reverse=True) == [7, 7, 2, 2, 1]
    assert top_n([4, 9, 4, 1, 9], 3) == [9, 9, 4]


def test_key_function():
    words = ["pear", "fig", "banana", "kiwi", "apple"]
    assert [len(w) for w in comb_sort(words, key=len)] == [3, 4, 4, 5, 6]


def test_is_sorted():
    assert is_sorted([1, 2, 2, 3])
    assert is_sorted([3, 3, 1], reverse=True)
    assert not is_sorted([2, 1])


def test_sort_records_by_field():
    people = [{"name": "ann", "age": 31}, {"name": "bob", "age": 25}, {"name": "cy", "age": 31}]
    assert [p["age"] for p in sort_records(people, "age")] == [25, 31, 31]
    assert median([3, 3, 1, 8]) == 3


def test_stats_on_distinct_values():
    assert comb_sort_stats([3, 1, 2]) == (3, 2)
    assert comb_sort_stats([1, 2, 3, 4]) == (3, 0)
