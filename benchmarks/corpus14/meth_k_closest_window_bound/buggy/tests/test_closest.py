import pytest

from closest import (closest_value, count_within, floor_and_ceiling, k_closest,
                     smallest_gap, values_within)

DATA = [1, 3, 4, 7, 9, 9, 12, 15, 20]


@pytest.mark.parametrize("target, expected", [
    (-5, 1), (1, 1), (2, 1), (5, 4), (6, 7), (10, 9), (14, 15), (99, 20),
])
def test_closest_value(target, expected):
    assert closest_value(DATA, target) == expected


def test_closest_value_needs_values():
    with pytest.raises(ValueError):
        closest_value([], 3)
    with pytest.raises(ValueError):
        closest_value([3, 1], 2)


@pytest.mark.parametrize("target, k, expected", [
    (8, 3, [7, 9, 9]), (0, 2, [1, 3]), (100, 2, [15, 20]), (10, 4, [7, 9, 9, 12]),
    (5, 0, []), (2, 2, [1, 3]),
])
def test_k_closest(target, k, expected):
    assert k_closest(DATA, target, k) == expected


def test_k_closest_bad_k():
    with pytest.raises(ValueError):
        k_closest(DATA, 5, 10)


def test_values_within_open_interval():
    assert values_within(DATA, 10, 1.5) == [9, 9]
    assert values_within(DATA, 100, 5) == []


def test_values_within_includes_both_ends():
    assert values_within(DATA, 8, 1) == [7, 9, 9]
    assert values_within(DATA, 12, 3) == [9, 9, 12, 15]


def test_count_within():
    assert count_within(DATA, 4, 3) == 4
    assert count_within(DATA, 10, 0) == 0
    assert count_within(DATA, 9, 0) == 2
    with pytest.raises(ValueError):
        count_within(DATA, 4, -1)


def test_floor_and_ceiling():
    assert floor_and_ceiling(DATA, 9) == (9, 9)
    assert floor_and_ceiling(DATA, 10) == (9, 12)
    assert floor_and_ceiling(DATA, 0) == (None, 1)
    assert floor_and_ceiling(DATA, 21) == (20, None)


def test_smallest_gap():
    assert smallest_gap(DATA) == (9, 9)
    assert smallest_gap([1, 4, 6, 10]) == (4, 6)
    assert smallest_gap([5]) is None
