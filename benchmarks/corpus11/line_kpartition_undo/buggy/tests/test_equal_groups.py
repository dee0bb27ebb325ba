import pytest

from equal_groups import (
    can_partition_k,
    can_split_two,
    group_target,
    min_split_difference,
    partition_k,
    reachable_sums,
)


def check_groups(nums, k, groups):
    assert len(groups) == k
    assert sorted(x for g in groups for x in g) == sorted(nums)
    assert len({sum(g) for g in groups}) == 1


def test_group_target():
    assert group_target([4, 3, 2, 3, 5, 2, 1], 4) == 5
    assert group_target([1, 2, 4], 2) is None
    assert group_target([1, 1, 7], 3) is None


def test_group_target_rejects_bad_k():
    with pytest.raises(ValueError):
        group_target([1, 2], 0)


def test_partition_k_greedy_fits():
    nums = [4, 3, 2, 3, 5, 2, 1]
    check_groups(nums, 4, partition_k(nums, 4))


def test_partition_k_needs_backtracking():
    nums = [9, 5, 8, 5, 5, 6]
    check_groups(nums, 2, partition_k(nums, 2))


def test_partition_k_three_groups():
    nums = [8, 5, 2, 3, 2, 12, 6, 12, 5, 8, 12]
    check_groups(nums, 3, partition_k(nums, 3))


@pytest.mark.parametrize(
    "nums, k, expected",
    [
        ([9, 6, 8, 3, 3, 7, 8], 2, True),
        ([1, 1, 7, 7, 12, 4, 9, 11, 5, 8, 1], 3, True),
        ([2, 2, 2, 2, 3, 4, 5], 4, False),
        ([5], 1, True),
    ],
)
def test_can_partition_k(nums, k, expected):
    assert can_partition_k(nums, k) is expected


def test_reachable_sums():
    assert reachable_sums([1, 2, 5]) == {0, 1, 2, 3, 5, 6, 7, 8}


@pytest.mark.parametrize("nums, expected", [([1, 5, 11, 5], True), ([1, 2, 3, 5], False)])
def test_can_split_two(nums, expected):
    assert can_split_two(nums) is expected


def test_min_split_difference():
    assert min_split_difference([1, 6, 11, 5]) == 1
    assert min_split_difference([]) == 0
