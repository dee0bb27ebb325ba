import math

import pytest
from planegeo import Point, Polygon, Segment, total_area

SQUARE = [(0, 0), (4, 0), (4, 4), (0, 4)]


@pytest.fixture
def square():
    return Polygon(SQUARE)


def test_area_of_square(square):
    assert square.area == 16


def test_area_does_not_depend_on_orientation():
    assert Polygon(list(reversed(SQUARE))).area == 16


def test_triangle_area_and_perimeter():
    tri = Polygon([(0, 0), (3, 0), (0, 4)])
    assert tri.area == 6
    assert tri.perimeter == pytest.approx(12)


def test_orientation(square):
    assert not square.is_clockwise
    assert Polygon(SQUARE[::-1]).is_clockwise


@pytest.mark.parametrize("vertices", [SQUARE, SQUARE[::-1]])
def test_centroid(vertices):
    assert Polygon(vertices).centroid == Point(2, 2)


def test_convexity():
    assert Polygon(SQUARE).is_convex()
    assert not Polygon([(0, 0), (4, 0), (1, 1), (0, 4)]).is_convex()


@pytest.mark.parametrize(
    ("point", "inside"),
    [((2, 2), True), ((4, 2), True), ((5, 2), False), ((-0.1, 0), False)],
)
def test_contains(square, point, inside):
    assert square.contains(Point(*point)) is inside


def test_segments_cross():
    assert Segment(Point(0, 0), Point(2, 2)).intersects(Segment(Point(0, 2), Point(2, 0)))
    assert not Segment(Point(0, 0), Point(1, 0)).intersects(Segment(Point(0, 1), Point(1, 1)))


def test_touching_segments_intersect():
    assert Segment(Point(0, 0), Point(2, 0)).intersects(Segment(Point(2, 0), Point(3, 5)))


def test_distance_to_segment():
    seg = Segment(Point(0, 0), Point(10, 0))
    assert seg.distance_to(Point(5, 3)) == 3
    assert seg.distance_to(Point(13, 4)) == 5
    assert Segment(Point(1, 1), Point(1, 1)).distance_to(Point(4, 5)) == 5


def test_total_area_of_mixed_orientations():
    shapes = [Polygon(SQUARE), Polygon([(10, 0), (10, 2), (12, 0)])]
    assert total_area(shapes) == 18


def test_too_few_vertices():
    with pytest.raises(ValueError, match="three"):
        Polygon([(0, 0), (1, 1)])


def test_regular_hexagon_area():
    hexagon = Polygon([(math.cos(k * math.pi / 3), math.sin(k * math.pi / 3)) for k in range(6)])
    assert hexagon.area == pytest.approx(3 * math.sqrt(3) / 2)
