from itertools import permutations

import pytest
from perm_rank import factoradic, kth_permutation, permutation_rank, permutation_unrank


def test_rank_of_small_permutations():
    assert permutation_rank([1, 2, 3]) == 0
    assert permutation_rank([1, 3, 2]) == 1
    assert permutation_rank([2, 1, 3]) == 2
    assert permutation_rank([3, 2, 1]) == 5


def test_rank_of_letters():
    assert permutation_rank("abcd") == 0
    assert permutation_rank("dcba") == 23
    assert permutation_rank("bdca") == 11
    assert permutation_rank("x") == 0 and permutation_rank("") == 0


def test_rank_rejects_repeated_items():
    with pytest.raises(ValueError):
        permutation_rank([1, 2, 1])


def test_unrank():
    assert permutation_unrank([3, 1, 2], 0) == [1, 2, 3]
    assert permutation_unrank([3, 1, 2], 5) == [3, 2, 1]
    assert permutation_unrank("abcd", 11) == list("bdca")
    assert permutation_unrank([], 0) == []


def test_unrank_rejects_ranks_out_of_range():
    with pytest.raises(ValueError):
        permutation_unrank([1, 2, 3], 6)
    with pytest.raises(ValueError):
        permutation_unrank([1, 2], -1)


def test_ranks_follow_lexicographic_order():
    items = [2, 5, 7, 9]
    for expected, perm in enumerate(permutations(items)):
        assert permutation_rank(perm) == expected
        assert permutation_unrank(items, expected) == list(perm)


def test_kth_permutation():
    assert kth_permutation(3, 3) == "213"
    assert kth_permutation(4, 9) == "2314"
    assert kth_permutation(1, 1) == "1"


def test_factoradic():
    assert factoradic(463, 6) == [3, 4, 1, 0, 1, 0]
    assert factoradic(0, 3) == [0, 0, 0]
    with pytest.raises(ValueError):
        factoradic(6, 3)
