import pytest

from subset_sum import (balanced_partition, can_reach, count_equal_splits, count_subsets,
                        find_subset, min_partition_difference, reachable_table)


def test_reachable_table_shape_and_base_row():
    table = reachable_table([3, 5], 8)
    assert len(table) == 3 and all(len(row) == 9 for row in table)
    assert table[0] == [True] + [False] * 8
    assert [s for s in range(9) if table[2][s]] == [0, 3, 5, 8]


@pytest.mark.parametrize(
    "values, target, expected",
    [([3, 34, 4, 12, 5, 2], 9, True), ([3, 34, 4, 12, 5, 2], 30, False), ([], 0, True),
     ([7], 7, True), ([2, 4, 6], 5, False)],
)
def test_can_reach(values, target, expected):
    assert can_reach(values, target) is expected


def test_find_subset_returns_valid_indices():
    values = [8, 6, 7, 5, 3, 10, 9]
    picked = find_subset(values, 15)
    assert picked == sorted(set(picked))
    assert sum(values[i] for i in picked) == 15


def test_find_subset_none_when_unreachable():
    assert find_subset([4, 8, 12], 10) is None


@pytest.mark.parametrize(
    "values, target, expected",
    [([1, 2, 3], 3, 2), ([1, 1, 1, 1], 2, 6), ([2, 3, 5, 6, 8, 10], 10, 3), ([5], 0, 1),
     ([4, 6], 1, 0)],
)
def test_count_subsets(values, target, expected):
    assert count_subsets(values, target) == expected


def test_count_subsets_negative_target_is_zero():
    assert count_subsets([1, 2], -3) == 0


def test_min_partition_difference():
    assert min_partition_difference([1, 6, 11, 5]) == 1
    assert min_partition_difference([3, 1, 4, 2, 2]) == 0
    assert min_partition_difference([]) == 0


def test_balanced_partition_uses_every_value():
    values = [1, 6, 11, 5]
    left, right = balanced_partition(values)
    assert sorted(left + right) == sorted(values)
    assert abs(sum(left) - sum(right)) == 1


def test_count_equal_splits():
    assert count_equal_splits([1, 5, 11, 5]) == 2
    assert count_equal_splits([1, 2, 4]) == 0


def test_negative_values_rejected():
    with pytest.raises(ValueError):
        can_reach([3, -1], 2)
