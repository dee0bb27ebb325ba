import pytest
from peak_finder import all_peaks, bitonic_maximum, find_peak, is_peak


def test_empty_sequence_rejected():
    with pytest.raises(ValueError):
        find_peak([])


def test_single_element():
    assert find_peak([42]) == 0


def test_falling_sequence_peaks_at_start():
    assert find_peak([9, 7, 4, 2, 1]) == 0


def test_rising_sequence_peaks_at_end():
    assert find_peak([1, 2, 3, 5, 8, 13]) == 5


def test_bitonic_maximum():
    assert bitonic_maximum([1, 4, 9, 12, 10, 3]) == 12


def test_result_is_always_a_peak():
    data = [
        [5, 1, 5, 1, 5],
        [1, 3, 2, 4, 1, 0, 6, 5],
        [2, 2, 2, 2],
        [3, 1, 2],
    ]
    for values in data:
        assert is_peak(values, find_peak(values)), values


@pytest.mark.parametrize(
    "values, i, expected",
    [([1, 3, 2], 1, True), ([1, 3, 2], 0, False), ([4, 3], 0, True), ([3, 4], 1, True), ([2, 2], 0, True)],
)
def test_is_peak(values, i, expected):
    assert is_peak(values, i) is expected


def test_all_peaks():
    assert all_peaks([1, 3, 2, 4, 1, 0, 6]) == [1, 3, 6]
    assert all_peaks([]) == []
