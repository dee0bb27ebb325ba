import pytest

from skyline import height_at, merge_skylines, skyline, skyline_area, tallest_segment

CITY = [(2, 9, 10), (3, 7, 15), (5, 12, 12), (15, 20, 10), (19, 24, 8)]
CITY_OUTLINE = [(2, 10), (3, 15), (7, 12), (12, 0), (15, 10), (20, 8), (24, 0)]


def test_empty_city():
    assert skyline([]) == []


def test_classic_city():
    assert skyline(CITY) == CITY_OUTLINE


def test_single_building():
    assert skyline([(1, 3, 4)]) == [(1, 4), (3, 0)]


def test_buildings_touching_end_to_start():
    assert skyline([(0, 2, 5), (2, 4, 3)]) == [(0, 5), (2, 3), (4, 0)]


def test_equal_heights_merge():
    assert skyline([(0, 2, 3), (2, 5, 3), (1, 4, 3)]) == [(0, 3), (5, 0)]


@pytest.mark.parametrize("building", [(3, 3, 1), (4, 2, 1), (0, 1, -2)])
def test_invalid_building(building):
    with pytest.raises(ValueError):
        skyline([building])


def test_height_at():
    assert [height_at(CITY_OUTLINE, x) for x in (0, 2, 6, 7, 13, 22, 30)] == [
        0, 10, 15, 12, 0, 8, 0]


def test_merge_skylines():
    left = [(2, 10), (3, 15), (7, 12), (12, 0)]
    right = [(15, 10), (20, 8), (24, 0)]
    assert merge_skylines(left, right) == CITY_OUTLINE
    assert merge_skylines([(0, 3), (4, 0)], [(2, 5), (6, 0)]) == [(0, 3), (2, 5), (6, 0)]
    assert merge_skylines([], [(1, 2), (3, 0)]) == [(1, 2), (3, 0)]


def test_area_and_tallest():
    assert skyline_area(CITY_OUTLINE) == 10 + 60 + 60 + 50 + 32
    assert tallest_segment(CITY_OUTLINE) == (3, 7, 15)
    assert tallest_segment([]) is None
