import pytest

from polygon_measures import (area, ccw, centroid, contains, is_clockwise, is_convex,
                              outward_normals, perimeter, signed_area)

SQUARE = [(0, 0), (2, 0), (2, 2), (0, 2)]
L_SHAPE = [(0, 0), (3, 0), (3, 1), (1, 1), (1, 3), (0, 3)]


def test_signed_area_and_orientation():
    assert signed_area(SQUARE) == 4
    cw = SQUARE[::-1]
    assert signed_area(cw) == -4
    assert is_clockwise(cw) and not is_clockwise(SQUARE)


@pytest.mark.parametrize("poly, expected", [(SQUARE, 4), (L_SHAPE, 5), (L_SHAPE[::-1], 5)])
def test_area(poly, expected):
    assert area(poly) == pytest.approx(expected)


def test_perimeter():
    assert perimeter(SQUARE) == pytest.approx(8)
    assert perimeter([(0, 0), (3, 0), (3, 4)]) == pytest.approx(12)


def test_ccw_keeps_counter_clockwise_input():
    assert ccw(SQUARE) == SQUARE
    assert ccw(SQUARE) is not SQUARE


def test_ccw_returns_reversed_copy():
    cw = [(0, 0), (0, 1), (1, 1), (1, 0)]
    assert ccw(cw) == [(1, 0), (1, 1), (0, 1), (0, 0)]
    assert cw == [(0, 0), (0, 1), (1, 1), (1, 0)]


def test_centroid():
    assert centroid(SQUARE) == pytest.approx((1, 1))
    assert centroid(L_SHAPE[::-1]) == pytest.approx((1.1, 1.1))
    with pytest.raises(ValueError):
        centroid([(0, 0), (1, 1), (2, 2)])


def test_is_convex():
    assert is_convex(SQUARE)
    assert not is_convex(L_SHAPE)
    assert not is_convex([(0, 0), (1, 1)])


def test_is_convex_leaves_clockwise_input_alone():
    cw = [(0, 0), (0, 2), (2, 2), (2, 0)]
    assert is_convex(cw)
    assert signed_area(cw) == -4


@pytest.mark.parametrize("point, inside", [((0.5, 0.5), True), ((2, 0.5), True), ((0.5, 2.5), True),
                                           ((2, 2), False), ((5, 0.5), False)])
def test_contains(point, inside):
    assert contains(L_SHAPE, point) is inside


def test_outward_normals():
    assert outward_normals(SQUARE) == [(0, -1), (1, 0), (0, 1), (-1, 0)]
    assert outward_normals(SQUARE[::-1]) == outward_normals(SQUARE)
