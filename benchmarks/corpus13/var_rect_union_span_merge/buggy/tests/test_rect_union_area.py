import pytest

from rect_union_area import (bounding_box, coverage, double_counted_area, intersection,
                             total_area, union_area, union_length)


def test_single_and_disjoint_rectangles():
    assert union_area([(0, 0, 2, 3)]) == 6
    assert union_area([(0, 0, 1, 1), (5, 5, 7, 6)]) == 3
    assert union_area([]) == 0


def test_stacked_rectangles_touching():
    assert union_area([(0, 0, 2, 1), (0, 1, 2, 3)]) == 6


def test_nested_rectangle_adds_nothing():
    assert union_area([(0, 0, 10, 10), (2, 2, 4, 4)]) == 100


@pytest.mark.parametrize(
    "rects, expected",
    [
        ([(0, 0, 2, 2), (1, 1, 3, 3)], 7),
        ([(0, 0, 4, 1), (0, 0, 1, 4)], 7),
        ([(0, 0, 3, 2), (1, 1, 2, 5), (0, 4, 3, 6)], 14),
    ],
)
def test_overlapping_rectangles(rects, expected):
    assert union_area(rects) == expected


@pytest.mark.parametrize(
    "segments, expected",
    [([(0, 1), (3, 4)], 2), ([(0, 5), (1, 2)], 5), ([(0, 2), (1, 4), (6, 7)], 5), ([], 0)],
)
def test_union_length(segments, expected):
    assert union_length(segments) == expected


def test_intersection():
    assert intersection((0, 0, 2, 2), (1, 1, 3, 3)) == (1, 1, 2, 2)
    assert intersection((0, 0, 1, 1), (1, 0, 2, 1)) is None


def test_total_and_double_counted():
    rects = [(0, 0, 2, 2), (1, 1, 3, 3)]
    assert total_area(rects) == 8
    assert double_counted_area(rects) == 1


def test_bounding_box_and_coverage():
    rects = [(0, 0, 1, 1), (1, 1, 2, 2)]
    assert bounding_box(rects) == (0, 0, 2, 2)
    assert coverage(rects) == pytest.approx(0.5)
    assert coverage([]) == 0.0


@pytest.mark.parametrize("bad", [[(2, 0, 1, 1)], [(0, 0, 1)]])
def test_invalid_rectangles(bad):
    with pytest.raises(ValueError):
        union_area(bad)
