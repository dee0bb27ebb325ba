import random
from fractions import Fraction
from itertools import permutations

import pytest

from derangements import (count_derangements, derangement_probability, is_derangement,
                          list_derangements, rencontres, secret_santa, subfactorial_table)


def test_subfactorial_table():
    assert subfactorial_table(8) == [1, 0, 1, 2, 9, 44, 265, 1854, 14833]
    assert subfactorial_table(0) == [1]
    with pytest.raises(ValueError):
        subfactorial_table(-1)


def test_rencontres_rows_sum_to_factorial():
    assert [rencontres(5, k) for k in range(6)] == [44, 45, 20, 10, 0, 1]
    assert rencontres(4, 7) == 0


def test_probability():
    assert derangement_probability(4) == Fraction(3, 8)
    assert derangement_probability(1) == 0


def test_is_derangement():
    assert is_derangement([1, 2, 0])
    assert not is_derangement([1, 0, 2])
    with pytest.raises(ValueError):
        is_derangement([0, 0, 1])


def test_list_derangements_of_three():
    assert list_derangements("abc") == [("b", "c", "a"), ("c", "a", "b")]


@pytest.mark.parametrize("n", [0, 1, 2, 4, 5])
def test_list_derangements_count_matches_formula(n):
    found = list_derangements(range(n))
    assert len(found) == count_derangements(n)
    brute = [p for p in permutations(range(n)) if all(v != i for i, v in enumerate(p))]
    assert found == brute


def test_secret_santa_never_pairs_with_self():
    pairs = secret_santa(["ann", "bob", "cy", "dee"], random.Random(3))
    assert sorted(pairs) == sorted(pairs.values()) == ["ann", "bob", "cy", "dee"]
    assert all(giver != taker for giver, taker in pairs.items())
