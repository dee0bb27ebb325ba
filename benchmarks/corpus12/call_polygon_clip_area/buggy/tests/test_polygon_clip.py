import pytest

from polygon_clip import area, clip, contains, iou, is_convex, overlap_area, signed_area

SQUARE = [(0, 0), (4, 0), (4, 4), (0, 4)]
SQUARE_CW = SQUARE[::-1]
SHIFTED = [(2, 2), (6, 2), (6, 6), (2, 6)]


def test_signed_area_orientation():
    assert signed_area(SQUARE) == 16
    assert signed_area(SQUARE_CW) == -16


@pytest.mark.parametrize("poly, expected", [
    (SQUARE, 16), ([(0, 0), (3, 0), (0, 3)], 4.5), (SQUARE_CW, 16),
    ([(0, 0), (0, 2), (5, 2), (5, 0)], 10),
])
def test_area(poly, expected):
    assert area(poly) == pytest.approx(expected)


def test_is_convex():
    assert is_convex(SQUARE)
    assert is_convex(SQUARE_CW)
    assert not is_convex([(0, 0), (4, 0), (1, 1), (0, 4)])
    assert not is_convex([(0, 0), (1, 1)])


@pytest.mark.parametrize("point, inside", [
    ((2, 2), True), ((4, 1), True), ((5, 1), False), ((-0.1, 3), False),
])
def test_contains_either_orientation(point, inside):
    assert contains(SQUARE, point) is inside
    assert contains(SQUARE_CW, point) is inside


def test_clip_overlapping_squares():
    result = clip(SHIFTED, SQUARE)
    assert sorted(result) == [(2, 2), (2, 4), (4, 2), (4, 4)]
    assert overlap_area(SHIFTED, SQUARE) == pytest.approx(4)


def test_clip_disjoint_and_bad_window():
    assert clip([(10, 10), (12, 10), (11, 12)], SQUARE) == []
    with pytest.raises(ValueError):
        clip(SQUARE, [(0, 0), (4, 0), (1, 1), (0, 4)])


def test_overlap_area_of_clockwise_subject():
    triangle_cw = [(1, 1), (1, 6), (6, 1)]
    assert overlap_area(triangle_cw, SQUARE) == pytest.approx(8.5)


def test_iou():
    assert iou(SQUARE, SHIFTED) == pytest.approx(4 / 28)
    assert iou(SQUARE_CW, SQUARE) == pytest.approx(1.0)
