import pytest

from interval_intersections import common_length, intersect, normalize


def test_normalize_merges_overlaps_and_sorts():
    assert normalize([(5, 8), (1, 3), (2, 4), (8, 9)]) == [(1, 4), (5, 9)]


def test_normalize_rejects_reversed_interval():
    with pytest.raises(ValueError):
        normalize([(3, 1)])


def test_intersect_with_empty_list():
    assert intersect([], [(1, 5)]) == []
    assert intersect([(1, 5)], []) == []


def test_intersect_second_inside_first():
    assert intersect([(0, 10)], [(1, 2), (4, 6), (8, 9)]) == [(1, 2), (4, 6), (8, 9)]


def test_intersect_interleaved_lists():
    first = [(0, 2), (5, 10), (13, 23), (24, 25)]
    second = [(1, 5), (8, 12), (15, 24), (25, 26)]
    assert intersect(first, second) == [(1, 2), (5, 5), (8, 10), (15, 23), (24, 24), (25, 25)]


def test_intersect_disjoint_lists():
    assert intersect([(0, 1), (6, 7)], [(2, 3), (4, 5)]) == []


def test_intersect_identical_intervals():
    assert intersect([(1, 3), (5, 7)], [(1, 3), (5, 7)]) == [(1, 3), (5, 7)]


def test_intersect_is_symmetric():
    a = [(0, 4), (6, 9)]
    b = [(3, 7)]
    assert intersect(a, b) == intersect(b, a) == [(3, 4), (6, 7)]


def test_common_length_of_unsorted_lists():
    assert common_length([(0, 10)], [(2, 4)]) == 2
    assert common_length([(4, 6), (0, 3)], [(2, 5)]) == 2
    assert common_length([(0, 1)], [(5, 6)]) == 0
