import pytest

from polygon import area, centroid, contains, is_clockwise, is_convex, perimeter, signed_area

SQUARE = [(0, 0), (4, 0), (4, 4), (0, 4)]
TRIANGLE = [(0, 0), (6, 0), (0, 6)]
L_SHAPE = [(0, 0), (6, 0), (6, 2), (2, 2), (2, 6), (0, 6)]
DIAMOND = [(0, -3), (3, 0), (0, 3), (-3, 0)]


def test_area_and_orientation():
    assert signed_area(SQUARE) == 16
    assert signed_area(SQUARE[::-1]) == -16
    assert area(TRIANGLE[::-1]) == 18
    assert area(L_SHAPE) == 20
    assert is_clockwise(SQUARE[::-1]) and not is_clockwise(SQUARE)


def test_perimeter():
    assert perimeter(SQUARE) == 16
    assert perimeter([(0, 0), (3, 0), (3, 4)]) == pytest.approx(12)


def test_centroid():
    assert centroid(SQUARE) == pytest.approx((2, 2))
    assert centroid(TRIANGLE) == pytest.approx((2, 2))
    assert centroid(L_SHAPE) == pytest.approx((2.2, 2.2))


def test_centroid_degenerate():
    with pytest.raises(ValueError):
        centroid([(0, 0), (1, 1), (2, 2)])


def test_is_convex():
    assert is_convex(SQUARE)
    assert is_convex(DIAMOND[::-1])
    assert not is_convex(L_SHAPE)


@pytest.mark.parametrize("point, expected", [((2, 2), True), ((5, 1), False), ((-1, 2), False)])
def test_contains_axis_aligned(point, expected):
    assert contains(SQUARE, point) is expected


@pytest.mark.parametrize("point, expected", [((1, 1), True), ((3, 4), False), ((4, 1), True)])
def test_contains_l_shape(point, expected):
    assert contains(L_SHAPE, point) is expected


@pytest.mark.parametrize(
    "point, expected", [((1, 1), True), ((2.5, 3), True), ((3.5, 3), False), ((5, 0.5), True)]
)
def test_contains_triangle(point, expected):
    assert contains(TRIANGLE, point) is expected


@pytest.mark.parametrize("point, expected", [((0, 0), True), ((2, 0.5), True), ((2, 2), False)])
def test_contains_diamond(point, expected):
    assert contains(DIAMOND, point) is expected
