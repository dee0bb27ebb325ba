import pytest
from combination_targets import combinations_to_target, count_combinations, fewest_parts


def test_zero_target_is_the_empty_combination():
    assert combinations_to_target([3, 4], 0) == [[]]


def test_single_candidate_hits_target():
    assert combinations_to_target([5], 5) == [[5]]


def test_unreachable_target():
    assert combinations_to_target([4, 6], 5) == []
    assert fewest_parts([4, 6], 5) is None


def test_several_combinations_in_order():
    assert combinations_to_target([10, 1, 2, 7, 6, 1, 5], 8) == [
        [1, 1, 6], [1, 2, 5], [1, 7], [2, 6],
    ]


def test_duplicates_do_not_repeat_combinations():
    assert combinations_to_target([2, 5, 2, 1, 2], 5) == [[1, 2, 2], [5]]


def test_each_candidate_used_at_most_once():
    assert combinations_to_target([3], 6) == []


def test_count_combinations():
    assert count_combinations([1, 2, 3, 4, 5], 6) == 3


def test_fewest_parts():
    assert fewest_parts([1, 2, 3, 4, 5], 9) == [4, 5]


def test_non_positive_candidates_rejected():
    with pytest.raises(ValueError):
        combinations_to_target([2, 0, 3], 5)
