import pytest

from combo_sum_once import combinations, count_combinations, smallest_combination


def test_classic_example():
    assert combinations([10, 1, 2, 7, 6, 1, 5], 8) == [(1, 1, 6), (1, 2, 5), (1, 7), (2, 6)]


def test_repeated_values_give_no_duplicates():
    assert combinations([2, 5, 2, 1, 2], 5) == [(1, 2, 2), (5,)]


def test_number_used_at_most_once():
    assert combinations([2], 4) == []
    assert combinations([2, 2], 4) == [(2, 2)]


def test_zero_target_has_the_empty_combination():
    assert combinations([1, 2, 3], 0) == [()]


def test_everything_too_large():
    assert combinations([9, 12, 15], 5) == []


def test_single_exact_candidate():
    assert combinations([4, 8], 8) == [(8,)]


@pytest.mark.parametrize(
    "candidates, target, expected",
    [([1, 2, 3, 4, 5], 10, 3), ([3, 3, 3, 3], 6, 1), ([1, 1, 1, 1], 3, 1), ([5, 10, 15], 20, 1)],
)
def test_counts(candidates, target, expected):
    assert count_combinations(candidates, target) == expected


def test_smallest_combination():
    assert smallest_combination([1, 2, 3, 4, 5, 6], 9) == (3, 6)
    assert smallest_combination([4, 6], 5) is None


def test_non_positive_candidates_rejected():
    with pytest.raises(ValueError):
        combinations([3, 0, 2], 5)
