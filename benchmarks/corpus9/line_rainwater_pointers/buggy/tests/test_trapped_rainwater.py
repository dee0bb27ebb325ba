import pytest
from trapped_rainwater import deepest_pool, trapped_water, water_levels


def test_empty_map_holds_nothing():
    assert trapped_water([]) == 0


def test_single_and_two_bars():
    assert trapped_water([4]) == 0
    assert trapped_water([2, 5]) == 0


def test_rising_map_spills_everything():
    assert trapped_water([1, 2, 3, 4]) == 0


def test_classic_map():
    assert trapped_water([0, 1, 0, 2, 1, 0, 1, 3, 2, 1, 2, 1]) == 6


def test_valley_with_higher_left_wall():
    assert trapped_water([5, 0, 0, 3]) == 6


def test_falling_map_spills_everything():
    assert trapped_water([4, 3, 2, 1, 0]) == 0


@pytest.mark.parametrize("heights", [
    [3, 0, 2, 0, 4],
    [2, 1, 2],
    [0, 3, 1, 1, 3, 0],
    [1, 2, 3],
])
def test_two_pointer_agrees_with_levels(heights):
    assert trapped_water(heights) == sum(water_levels(heights))


def test_water_levels_per_bar():
    assert water_levels([3, 0, 2, 0, 4]) == [0, 3, 1, 3, 0]
    assert water_levels([]) == []


def test_deepest_pool():
    assert deepest_pool([3, 0, 2, 0, 4]) == (1, 3)
    assert deepest_pool([1, 2, 3]) is None
