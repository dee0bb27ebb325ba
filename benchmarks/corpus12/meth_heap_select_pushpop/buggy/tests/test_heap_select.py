import pytest

from heap_select import KthLargest, k_closest, k_largest, kth_largest, sort_nearly_sorted


def test_k_largest_descending_input():
    assert k_largest([9, 7, 5, 3, 1], 3) == [9, 7, 5]


def test_k_largest_mixed_input():
    assert k_largest([3, 1, 5, 12, 2, 11], 3) == [12, 11, 5]
    assert k_largest([4, 4, 1], 5) == [4, 4, 1]
    assert k_largest([1, 2], 0) == []


@pytest.mark.parametrize(
    "nums, k, expected",
    [([3, 2, 1, 5, 6, 4], 2, 5), ([3, 2, 3, 1, 2, 4, 5, 5, 6], 4, 4), ([7], 1, 7), ([1, 2, 3], 3, 1)],
)
def test_kth_largest(nums, k, expected):
    assert kth_largest(nums, k) == expected


def test_kth_largest_range_checks():
    with pytest.raises(IndexError):
        kth_largest([1, 2], 3)
    with pytest.raises(ValueError):
        k_largest([1], -1)


def test_stream_kth_largest():
    stream = KthLargest(3, [4, 5, 8, 2])
    assert [stream.add(v) for v in (3, 5, 10, 9, 4)] == [4, 5, 5, 8, 8]


def test_stream_needs_k_values_first():
    stream = KthLargest(2)
    assert stream.add(1) is None
    assert stream.add(2) == 1
    with pytest.raises(ValueError):
        KthLargest(0)


def test_k_closest():
    points = [(3, 3), (5, -1), (-2, 4), (1, 1), (0, -2)]
    assert k_closest(points, 2) == [(1, 1), (0, -2)]
    assert k_closest(points, 0) == []
    assert k_closest([(1, 2), (2, 1)], 1, origin=(2, 2)) == [(1, 2)]


@pytest.mark.parametrize(
    "nums, k",
    [([6, 5, 3, 2, 8, 10, 9], 3), ([2, 1, 4, 3, 6, 5], 1), ([], 2), ([1, 2, 3], 0)],
)
def test_sort_nearly_sorted(nums, k):
    assert sort_nearly_sorted(nums, k) == sorted(nums)
