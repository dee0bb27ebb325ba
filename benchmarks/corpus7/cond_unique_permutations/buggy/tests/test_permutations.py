import pytest

from permutations import anagrams, count_unique_permutations, nth_permutation, unique_permutations


def test_distinct_items():
    assert unique_permutations([3, 1, 2]) == [
        [1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]
    ]


def test_one_repeated_item():
    assert unique_permutations([1, 1, 2]) == [[1, 1, 2], [1, 2, 1], [2, 1, 1]]


def test_all_equal():
    assert unique_permutations("aaa") == [["a", "a", "a"]]


def test_empty():
    assert unique_permutations([]) == [[]]


def test_anagrams():
    assert anagrams("abb") == ["abb", "bab", "bba"]


def test_counts_agree():
    for word in ("mississippi"[:k] for k in range(1, 8)):
        assert len(unique_permutations(word)) == count_unique_permutations(word)


def test_count_unique_permutations():
    assert count_unique_permutations("banana") == 60
    assert count_unique_permutations("abcd") == 24


def test_nth_permutation():
    assert nth_permutation("abc", 0) == ["a", "b", "c"]
    assert nth_permutation("abc", 5) == ["c", "b", "a"]
    assert nth_permutation([2, 1, 1], 1) == [1, 2, 1]


def test_nth_permutation_out_of_range():
    with pytest.raises(IndexError):
        nth_permutation("ab", 2)
