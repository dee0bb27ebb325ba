from fractions import Fraction

import pytest
from segment_intersection import (
    count_crossings,
    intersection_point,
    intersects,
    on_segment,
    orientation,
)


def test_orientation():
    assert orientation((0, 0), (4, 0), (2, 3)) == 1
    assert orientation((0, 0), (4, 0), (2, -3)) == -1
    assert orientation((0, 0), (4, 4), (2, 2)) == 0


def test_on_segment():
    assert on_segment((0, 0), (4, 4), (1, 1))
    assert not on_segment((0, 0), (4, 4), (5, 5))


def test_crossing_diagonals_intersect():
    assert intersects((0, 0), (4, 4), (0, 4), (4, 0))


def test_disjoint_segments():
    assert not intersects((0, 0), (1, 1), (2, 0), (3, -5))
    assert intersection_point((0, 0), (1, 1), (2, 0), (3, -5)) is None


def test_touching_and_collinear_overlap():
    assert intersects((0, 0), (2, 0), (2, 0), (3, 1))
    assert intersects((0, 0), (4, 0), (2, 0), (6, 0))
    assert not intersects((0, 0), (1, 0), (2, 0), (3, 0))


def test_crossing_point_of_diagonals():
    assert intersection_point((0, 0), (4, 4), (0, 4), (4, 0)) == (2, 2)


def test_crossing_point_with_fractions():
    point = intersection_point((0, 0), (3, 1), (1, 2), (1, -2))
    assert point == (1, Fraction(1, 3))


def test_lines_meet_outside_the_segments():
    assert intersection_point((0, 0), (1, 0), (3, 1), (3, -1)) is None


def test_parallel_segments_have_no_single_point():
    assert intersection_point((0, 0), (4, 0), (0, 1), (4, 1)) is None
    assert intersection_point((0, 0), (4, 0), (2, 0), (6, 0)) is None


@pytest.mark.parametrize("order", [0, 1])
def test_point_does_not_depend_on_segment_order(order):
    a, b = ((1, 0), (1, 6)), ((-2, 2), (4, 5))
    first, second = (a, b) if order == 0 else (b, a)
    assert intersection_point(*first, *second) == (1, Fraction(7, 2))


def test_count_crossings():
    segments = [((0, 0), (4, 4)), ((0, 4), (4, 0)), ((5, 5), (6, 6)), ((0, 2), (4, 2))]
    assert count_crossings(segments) == 3
