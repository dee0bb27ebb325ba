import pytest

from sum_windows import (
    all_windows_with_sum,
    count_windows_at_most,
    longest_window_at_most,
    max_window_sum,
    prefix_sums,
    window_with_sum,
)

DATA = [2, 3, 1, 4, 1, 2, 3, 5, 1, 1, 3]


def test_prefix_sums():
    assert prefix_sums([3, 1, 2]) == [0, 3, 4, 6]
    assert prefix_sums([]) == [0]


def test_window_with_sum_first():
    assert window_with_sum(DATA, 5) == (0, 1)
    assert window_with_sum(DATA, 9) == (1, 4)


def test_window_with_sum_from_start():
    assert window_with_sum(DATA, 5, start=4) == (5, 6)
    assert window_with_sum(DATA, 100) is None


def test_window_with_sum_rejects_zero_target():
    with pytest.raises(ValueError):
        window_with_sum(DATA, 0)


def test_all_windows_with_sum():
    assert all_windows_with_sum(DATA, 5) == [(0, 1), (2, 3), (3, 4), (5, 6), (7, 7), (8, 10)]


def test_all_windows_single_items():
    assert all_windows_with_sum([1, 1, 1, 1], 1) == [(0, 0), (1, 1), (2, 2), (3, 3)]


def test_all_windows_none():
    assert all_windows_with_sum([4, 4], 3) == []


@pytest.mark.parametrize("budget, expected", [(0, 0), (1, 4), (3, 11), (100, 66)])
def test_count_windows_at_most(budget, expected):
    assert count_windows_at_most(DATA, budget) == expected


def test_longest_window_at_most():
    assert longest_window_at_most(DATA, 8) == 4
    assert longest_window_at_most([9, 9], 5) == 0


def test_max_window_sum():
    assert max_window_sum(DATA, 3) == 10
    assert max_window_sum(DATA, 12) is None
