from itertools import permutations

import pytest

from heap_permutations import (cycles, heap_permutations, inverse, lehmer_code, nth_permutation,
                               parity, permutation_rank, permutations_page)


def test_heap_order_small():
    assert heap_permutations("abc") == [
        ("a", "b", "c"), ("b", "a", "c"), ("c", "a", "b"),
        ("a", "c", "b"), ("b", "c", "a"), ("c", "b", "a"),
    ]
    assert heap_permutations([]) == [()]


@pytest.mark.parametrize("n", [1, 2, 4, 5])
def test_heap_lists_every_permutation_once(n):
    perms = heap_permutations(range(n))
    assert sorted(perms) == sorted(permutations(range(n)))
    for a, b in zip(perms, perms[1:]):
        assert sum(x != y for x, y in zip(a, b)) == 2


def test_lehmer_and_rank():
    assert lehmer_code([2, 0, 3, 1]) == [2, 0, 1, 0]
    assert permutation_rank([2, 0, 3, 1]) == 13
    assert permutation_rank("abcd") == 0
    assert permutation_rank("dcba") == 23


def test_nth_permutation_round_trip():
    for index in range(24):
        assert permutation_rank(nth_permutation("dcba", index)) == index
    with pytest.raises(IndexError):
        nth_permutation("abc", 6)


def test_first_page():
    assert permutations_page("abc", 0, 2) == [("a", "b", "c"), ("a", "c", "b")]


@pytest.mark.parametrize(
    "page, size, expected",
    [(1, 2, [("b", "a", "c"), ("b", "c", "a")]), (2, 2, [("c", "a", "b"), ("c", "b", "a")]),
     (1, 4, [("c", "a", "b"), ("c", "b", "a")]), (3, 2, [])],
)
def test_later_pages(page, size, expected):
    assert permutations_page("cab", page, size) == expected


def test_pages_cover_the_listing():
    pages = [permutations_page(range(4), p, 5) for p in range(5)]
    assert [perm for page in pages for perm in page] == list(permutations(range(4)))


def test_page_arguments_validated():
    with pytest.raises(ValueError):
        permutations_page("ab", -1, 3)
    with pytest.raises(ValueError):
        permutations_page("ab", 0, 0)


def test_cycles_parity_inverse():
    perm = (1, 2, 0, 4, 3, 5)
    assert cycles(perm) == [(0, 1, 2), (3, 4), (5,)]
    assert parity(perm) == 1
    assert parity((0, 1, 2)) == 0
    assert inverse(perm) == (2, 0, 1, 4, 3, 5)
