import itertools

import pytest
from multiset_permutations import count_unique_permutations, unique_anagrams, unique_permutations


def test_empty_sequence_has_one_permutation():
    assert unique_permutations([]) == [()]


def test_distinct_items_sorted_input():
    assert unique_permutations([1, 2, 3]) == [
        (1, 2, 3), (1, 3, 2), (2, 1, 3), (2, 3, 1), (3, 1, 2), (3, 2, 1)
    ]


def test_repeated_items_sorted_input():
    assert unique_permutations("aab") == [("a", "a", "b"), ("a", "b", "a"), ("b", "a", "a")]


def test_all_items_equal():
    assert unique_permutations([7, 7, 7, 7]) == [(7, 7, 7, 7)]


def test_repeated_items_unsorted_input():
    assert unique_permutations([2, 1, 2]) == [(1, 2, 2), (2, 1, 2), (2, 2, 1)]


def test_output_is_lexicographic_for_any_input_order():
    assert unique_permutations([3, 1, 2]) == sorted(itertools.permutations([1, 2, 3]))


@pytest.mark.parametrize("items", ["banana", [3, 1, 3, 2, 1], "mississ"])
def test_matches_brute_force(items):
    assert unique_permutations(items) == sorted(set(itertools.permutations(items)))


@pytest.mark.parametrize("items, count", [("", 1), ("abc", 6), ("aab", 3), ("banana", 60), ("aaaa", 1)])
def test_count(items, count):
    assert count_unique_permutations(items) == count


def test_anagrams_of_word():
    assert unique_anagrams("tot") == ["ott", "tot", "tto"]


def test_input_not_modified():
    items = [3, 1, 2, 1]
    unique_permutations(items)
    assert items == [3, 1, 2, 1]
