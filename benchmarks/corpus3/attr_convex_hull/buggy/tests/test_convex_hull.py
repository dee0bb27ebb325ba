import pytest

from convex_hull import Point, convex_hull, cross, hull_area, hull_perimeter


def test_cross_sign():
    assert cross(Point(0, 0), Point(1, 0), Point(0, 1)) > 0
    assert cross(Point(0, 0), Point(0, 1), Point(1, 0)) < 0


def test_cross_from_another_origin():
    assert cross(Point(1, 2), Point(3, 2), Point(3, 5)) == 6
    assert cross(Point(1, 2), Point(3, 3), Point(2, 5)) == 5


@pytest.mark.parametrize(
    "points, hull",
    [
        ([], []),
        ([(1, 1)], [(1, 1)]),
        ([(2, 2), (0, 0), (2, 2)], [(0, 0), (2, 2)]),
        ([(0, 0), (1, 1), (2, 2)], [(0, 0), (2, 2)]),
        ([(0, 0), (2, 0), (2, 2), (0, 2), (1, 1)], [(0, 0), (2, 0), (2, 2), (0, 2)]),
        (
            [(0, 3), (1, 1), (2, 2), (4, 4), (0, 0), (1, 2), (3, 1), (3, 3)],
            [(0, 0), (3, 1), (4, 4), (0, 3)],
        ),
        ([(5, 1), (7, 2), (6, 4), (6, 2)], [(5, 1), (7, 2), (6, 4)]),
        ([(4, 0), (8, 0), (8, 3), (4, 3), (6, 1)], [(4, 0), (8, 0), (8, 3), (4, 3)]),
    ],
)
def test_convex_hull(points, hull):
    assert convex_hull(points) == hull


def test_hull_area_and_perimeter():
    square = [(0, 0), (3, 0), (3, 3), (0, 3), (1, 2)]
    assert hull_area(square) == 9
    assert hull_perimeter(square) == 12
