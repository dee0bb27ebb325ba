import pytest

from rain_water import deepest_pool, trapped_water, water_per_column


@pytest.mark.parametrize(
    "heights, water",
    [
        ([], 0),
        ([5], 0),
        ([3, 2, 1], 0),
        ([2, 2, 2], 0),
        ([2, 0, 2], 2),
        ([0, 1, 0, 2, 1, 0, 1, 3, 2, 1, 2, 1], 6),
        ([4, 2, 0, 3, 2, 5], 9),
        ([1, 2, 3], 0),
    ],
)
def test_trapped_water(heights, water):
    assert trapped_water(heights) == water


def test_water_per_column():
    assert water_per_column([]) == []
    assert water_per_column([3, 0, 1, 3]) == [0, 3, 2, 0]


def test_deepest_pool():
    assert deepest_pool([4, 2, 0, 3, 2, 5]) == 4


def test_two_methods_agree():
    heights = [(i * 7) % 5 + (i % 3) for i in range(40)]
    assert trapped_water(heights) == sum(water_per_column(heights))
