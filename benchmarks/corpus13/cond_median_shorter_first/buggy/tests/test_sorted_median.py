import pytest

from sorted_median import (kth_smallest_two, median_of_sorted, median_two_sorted,
                           percentile_two_sorted, rank_in_union)


def test_median_of_sorted():
    assert median_of_sorted([1, 3, 9]) == 3
    assert median_of_sorted([1, 2, 3, 4]) == 2.5
    with pytest.raises(ValueError):
        median_of_sorted([])


@pytest.mark.parametrize(
    "a, b, expected",
    [([1, 3], [2], 2), ([1, 2], [3, 4], 2.5), ([], [5], 5), ([2], [1, 3, 4], 2.5),
     ([1, 1, 1], [1, 1, 1, 1], 1)],
)
def test_median_short_first(a, b, expected):
    assert median_two_sorted(a, b) == expected


@pytest.mark.parametrize(
    "a, b, expected",
    [([1, 2, 3, 4, 5, 6], [10], 4), ([4, 5, 6, 7, 8], [1, 2], 5),
     ([1, 3, 5, 7, 9, 11, 13], [2, 4], 5), ([5], [], 5), ([10, 20, 30], [1, 2], 10)],
)
def test_median_long_first(a, b, expected):
    assert median_two_sorted(a, b) == expected


def test_median_empty_raises():
    with pytest.raises(ValueError):
        median_two_sorted([], [])


def test_kth_smallest_matches_merge():
    a, b = [1, 4, 4, 9, 12], [2, 3, 10]
    merged = sorted(a + b)
    for k in range(1, len(merged) + 1):
        assert kth_smallest_two(a, b, k) == merged[k - 1]
        assert kth_smallest_two(b, a, k) == merged[k - 1]


def test_kth_out_of_range():
    with pytest.raises(IndexError):
        kth_smallest_two([1], [2], 3)
    with pytest.raises(IndexError):
        kth_smallest_two([1], [2], 0)


def test_rank_in_union():
    assert rank_in_union([1, 2, 2, 5], [2, 7], 2) == 4
    assert rank_in_union([], [], 3) == 0


def test_percentile():
    a, b = [15, 20, 35], [40, 50]
    assert percentile_two_sorted(a, b, 30) == 20
    assert percentile_two_sorted(a, b, 100) == 50
    with pytest.raises(ValueError):
        percentile_two_sorted(a, b, 0)


def test_median_agrees_with_sorting():
    a = [x * 3 for x in range(11)]
    for size in range(0, 9):
        b = [x * 2 + 1 for x in range(size)]
        assert median_two_sorted(a, b) == median_of_sorted(sorted(a + b))
