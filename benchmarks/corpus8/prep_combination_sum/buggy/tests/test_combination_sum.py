import itertools

import pytest
from combination_sum import combination_sums, count_combination_sums, fewest_parts


def test_classic_example():
    assert combination_sums([10, 1, 2, 7, 6, 1, 5], 8) == [(1, 1, 6), (1, 2, 5), (1, 7), (2, 6)]


def test_pairs_only():
    assert combination_sums([4, 1, 3, 2], 5) == [(1, 4), (2, 3)]


def test_target_zero_is_the_empty_combination():
    assert combination_sums([3, 4], 0) == [()]


def test_no_solution():
    assert combination_sums([5, 10], 3) == []
    assert combination_sums([], 4) == []


def test_single_element():
    assert combination_sums([9, 3, 8], 8) == [(8,)]


def test_repeated_values_used_as_often_as_given():
    assert combination_sums([2, 2, 2], 4) == [(2, 2)]
    assert combination_sums([2, 2, 2], 6) == [(2, 2, 2)]


def test_three_or_more_parts():
    assert combination_sums([1, 2, 3, 4, 5], 10) == [(1, 2, 3, 4), (1, 4, 5), (2, 3, 5)]


@pytest.mark.parametrize("candidates, target", [([1, 2, 3, 4, 5, 6], 9), ([3, 1, 4, 1, 5, 9, 2, 6], 12)])
def test_count_matches_brute_force(candidates, target):
    combos = {
        tuple(sorted(c))
        for r in range(len(candidates) + 1)
        for c in itertools.combinations(candidates, r)
        if sum(c) == target
    }
    assert count_combination_sums(candidates, target) == len(combos)


def test_fewest_parts():
    assert fewest_parts([1, 2, 3, 7], 7) == (7,)
    assert fewest_parts([5, 6], 4) is None


def test_rejects_non_positive():
    with pytest.raises(ValueError):
        combination_sums([3, 0, 2], 5)
