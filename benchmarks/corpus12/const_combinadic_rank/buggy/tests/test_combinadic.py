from itertools import combinations

import pytest

from combinadic import (colex_rank, colex_unrank, combinations_lex, next_combination, rank,
                        unrank)


def test_combinations_lex_matches_itertools():
    assert combinations_lex(5, 3) == [list(c) for c in combinations(range(5), 3)]
    assert combinations_lex(3, 0) == [[]]
    assert combinations_lex(2, 3) == []


def test_next_combination():
    assert next_combination([0, 1, 4], 5) == [0, 2, 3]
    assert next_combination([2, 3, 4], 5) is None


@pytest.mark.parametrize("combo, expected", [
    ([0, 1, 2], 0), ([0, 1, 3], 1), ([0, 3, 4], 5), ([1, 2, 3], 6), ([2, 3, 4], 9),
])
def test_rank(combo, expected):
    assert rank(combo, 5) == expected


def test_rank_follows_lex_order():
    for expected, combo in enumerate(combinations(range(6), 2)):
        assert rank(list(combo), 6) == expected


@pytest.mark.parametrize("r, expected", [(0, [0, 1, 2]), (5, [0, 3, 4]), (9, [2, 3, 4])])
def test_unrank(r, expected):
    assert unrank(r, 5, 3) == expected


def test_unrank_rejects_out_of_range():
    with pytest.raises(ValueError):
        unrank(10, 5, 3)
    with pytest.raises(ValueError):
        rank([3, 1], 5)


def test_colex_round_trip():
    for r in range(35):
        combo = colex_unrank(r, 3)
        assert len(combo) == 3 and combo == sorted(set(combo))
        assert colex_rank(combo) == r
    assert colex_unrank(0, 2) == [0, 1]
