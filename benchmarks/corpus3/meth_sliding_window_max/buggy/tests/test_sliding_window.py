import pytest

from sliding_window import window_maxima, window_minima, window_spreads


@pytest.mark.parametrize(
    "nums, k, maxima",
    [
        ([], 3, []),
        ([4], 1, [4]),
        ([1, 2], 3, []),
        ([1, 2, 3, 4, 5], 2, [2, 3, 4, 5]),
        ([5, 1, 4, 2], 1, [5, 1, 4, 2]),
        ([1, 3, -1, -3, 5, 3, 6, 7], 3, [3, 3, 5, 5, 6, 7]),
        ([9, 8, 7, 6, 5], 2, [9, 8, 7, 6]),
        ([2, 2, 2], 2, [2, 2]),
    ],
)
def test_window_maxima(nums, k, maxima):
    assert window_maxima(nums, k) == maxima


def test_window_size_must_be_positive():
    with pytest.raises(ValueError):
        window_maxima([1, 2], 0)


def test_window_minima():
    assert window_minima([1, 2, 3, 4], 2) == [1, 2, 3]
    assert window_minima([4, 3, 2, 1, 5], 3) == [2, 1, 1]


def test_window_spreads():
    assert window_spreads([1, 3, 2, 5], 2) == [2, 1, 3]
