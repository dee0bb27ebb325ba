import pytest

from three_way_partition import (
    count_around,
    group_by_sign,
    is_partitioned,
    partition3,
    select_rank,
    sort_colors,
)


def test_partition3_mixed():
    xs = [5, 1, 9, 5, 3, 7, 5]
    lt, gt = partition3(xs, 5)
    assert (lt, gt) == (2, 5)
    assert sorted(xs[:lt]) == [1, 3]
    assert xs[lt:gt] == [5, 5, 5]
    assert sorted(xs[gt:]) == [7, 9]


def test_partition3_nothing_above():
    xs = [2, 0, 1, 2, 1]
    lt, gt = partition3(xs, 2)
    assert (lt, gt) == (3, 5)
    assert is_partitioned(xs, 2)


def test_partition3_empty():
    assert partition3([], 4) == (0, 0)


def test_sort_colors():
    assert sort_colors([2, 0, 2, 1, 1, 0]) == [0, 0, 1, 1, 2, 2]


@pytest.mark.parametrize(
    "xs, pivot, expected",
    [([1, 2, 3], 2, True), ([3, 2, 1], 2, False), ([2, 2, 1], 2, False), ([], 0, True)],
)
def test_is_partitioned(xs, pivot, expected):
    assert is_partitioned(xs, pivot) is expected


def test_count_around():
    assert count_around([4, 1, 4, 8, 0, 4], 4) == (2, 3, 1)


def test_select_rank():
    data = [9, 2, 7, 2, 5, 1, 8]
    assert [select_rank(data, r) for r in range(len(data))] == sorted(data)
    assert data == [9, 2, 7, 2, 5, 1, 8]


def test_select_rank_out_of_range():
    with pytest.raises(IndexError):
        select_rank([1, 2], 2)


def test_group_by_sign():
    out = group_by_sign([3, -1, 0, -4, 2, 0])
    assert sorted(out[:2]) == [-4, -1]
    assert out[2:4] == [0, 0]
    assert sorted(out[4:]) == [2, 3]
