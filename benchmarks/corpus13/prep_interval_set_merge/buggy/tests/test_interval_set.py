import pytest

from interval_set import IntervalSet, max_overlap, merge_intervals, min_stabbing_points


def test_disjoint_inserts_stay_sorted():
    s = IntervalSet([(10, 12), (1, 3), (5, 7)])
    assert list(s) == [(1, 3), (5, 7), (10, 12)]
    assert len(s) == 3


def test_merge_at_the_front():
    s = IntervalSet([(5, 8), (10, 12)])
    s.add(1, 6)
    assert list(s) == [(1, 8), (10, 12)]


def test_merge_in_the_middle():
    s = IntervalSet([(1, 2), (4, 6), (8, 9), (20, 25)])
    s.add(5, 8)
    assert list(s) == [(1, 2), (4, 9), (20, 25)]


def test_touching_intervals_merge():
    s = IntervalSet([(0, 1), (3, 4), (6, 7)])
    s.add(4, 6)
    assert list(s) == [(0, 1), (3, 7)]


def test_add_rejects_empty():
    with pytest.raises(ValueError):
        IntervalSet().add(3, 3)


def test_membership_and_length():
    s = IntervalSet([(0, 5), (10, 15)])
    assert 0 in s and 4 in s and 12 in s
    assert 5 not in s and -1 not in s and 15 not in s
    assert s.total_length() == 10


def test_gaps():
    s = IntervalSet([(2, 4), (6, 8)])
    assert s.gaps(0, 10) == [(0, 2), (4, 6), (8, 10)]
    assert s.gaps(3, 7) == [(4, 6)]


@pytest.mark.parametrize(
    "intervals, expected",
    [([(1, 3), (2, 6), (8, 10), (15, 18)], [(1, 6), (8, 10), (15, 18)]),
     ([(1, 4), (4, 5)], [(1, 5)]),
     ([(6, 7), (1, 2), (3, 4), (2, 3)], [(1, 4), (6, 7)])],
)
def test_merge_intervals(intervals, expected):
    assert merge_intervals(intervals) == expected


def test_min_stabbing_points():
    assert min_stabbing_points([(10, 16), (2, 8), (1, 6), (7, 12)]) == [6, 12]
    assert min_stabbing_points([]) == []


def test_max_overlap():
    assert max_overlap([(1, 4), (2, 5), (3, 6), (5, 7)]) == 3
    assert max_overlap([(1, 2), (2, 3)]) == 1
