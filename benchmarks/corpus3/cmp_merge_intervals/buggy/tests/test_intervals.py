import pytest

from intervals import covered_length, gaps, insert_interval, merge_intervals, overlaps


@pytest.mark.parametrize(
    "intervals, merged",
    [
        ([], []),
        ([(5, 7)], [(5, 7)]),
        ([(1, 3), (2, 6), (8, 10), (15, 18)], [(1, 6), (8, 10), (15, 18)]),
        ([(8, 10), (1, 4), (2, 3)], [(1, 4), (8, 10)]),
        ([(1, 4), (4, 5)], [(1, 5)]),
        ([(0, 0), (0, 2), (3, 3)], [(0, 2), (3, 3)]),
    ],
)
def test_merge_intervals(intervals, merged):
    assert merge_intervals(intervals) == merged


def test_merge_rejects_reversed_interval():
    with pytest.raises(ValueError):
        merge_intervals([(3, 1)])


def test_insert_interval():
    assert insert_interval([(1, 2), (6, 9)], (3, 5)) == [(1, 2), (3, 5), (6, 9)]
    assert insert_interval([(1, 2), (5, 9)], (2, 5)) == [(1, 9)]


def test_covered_length():
    assert covered_length([(1, 5), (2, 3), (10, 12)]) == 6


def test_gaps():
    assert gaps([(1, 3), (7, 9), (4, 5)]) == [(3, 4), (5, 7)]
    assert gaps([(1, 3), (3, 4)]) == []


@pytest.mark.parametrize("a, b, expected", [((1, 2), (2, 3), True), ((1, 2), (3, 4), False)])
def test_overlaps(a, b, expected):
    assert overlaps(a, b) is expected
