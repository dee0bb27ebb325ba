import pytest

from bresenham import draw, line_points, polyline_points


@pytest.mark.parametrize(
    "start, end, points",
    [
        ((0, 0), (0, 0), [(0, 0)]),
        ((0, 0), (3, 0), [(0, 0), (1, 0), (2, 0), (3, 0)]),
        ((2, 3), (2, 0), [(2, 3), (2, 2), (2, 1), (2, 0)]),
        ((0, 0), (3, 3), [(0, 0), (1, 1), (2, 2), (3, 3)]),
        ((0, 0), (5, 2), [(0, 0), (1, 0), (2, 1), (3, 1), (4, 2), (5, 2)]),
        ((0, 0), (1, 4), [(0, 0), (0, 1), (1, 2), (1, 3), (1, 4)]),
    ],
)
def test_line_points(start, end, points):
    assert line_points(*start, *end) == points


def test_line_is_symmetric_up_to_rounding():
    forward = line_points(-3, 1, 4, -2)
    assert forward[0] == (-3, 1) and forward[-1] == (4, -2)
    assert len(forward) == len(line_points(4, -2, -3, 1)) == 8


def test_polyline_points():
    assert polyline_points([(0, 0), (2, 0), (2, 2)]) == [(0, 0), (1, 0), (2, 0), (2, 1), (2, 2)]


def test_draw():
    assert draw(line_points(0, 1, 3, 1), 4, 3) == ["....", "####", "...."]
