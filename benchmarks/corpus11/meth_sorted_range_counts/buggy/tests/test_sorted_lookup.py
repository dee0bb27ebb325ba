import pytest

from sorted_lookup import (
    ceil_value,
    closest_k,
    count_between,
    floor_value,
    occurrences,
    values_between,
)

DATA = [1, 3, 3, 3, 7, 9, 12, 12, 15]


@pytest.mark.parametrize(
    "lo, hi, expected",
    [(2, 10, 5), (3, 3, 3), (0, 100, 9), (4, 6, 0), (10, 2, 0), (12, 15, 3)],
)
def test_count_between(lo, hi, expected):
    assert count_between(DATA, lo, hi) == expected


def test_count_between_open_ends():
    assert count_between(DATA, 2, 8) == 4


def test_occurrences():
    assert occurrences(DATA, 3) == 3
    assert occurrences(DATA, 4) == 0
    assert occurrences([], 1) == 0


def test_values_between():
    assert values_between(DATA, 3, 9) == [3, 3, 3, 7, 9]
    assert values_between(DATA, 16, 20) == []


@pytest.mark.parametrize("x, expected", [(0, None), (3, 3), (8, 7), (20, 15)])
def test_floor_value(x, expected):
    assert floor_value(DATA, x) == expected


@pytest.mark.parametrize("x, expected", [(0, 1), (3, 3), (8, 9), (20, None)])
def test_ceil_value(x, expected):
    assert ceil_value(DATA, x) == expected


def test_closest_k():
    assert closest_k([1, 2, 3, 4, 5], 3, 4) == [1, 2, 3, 4]
    assert closest_k([1, 5, 10], 100, 2) == [5, 10]
    assert closest_k([1, 5, 10], -3, 5) == [1, 5, 10]
