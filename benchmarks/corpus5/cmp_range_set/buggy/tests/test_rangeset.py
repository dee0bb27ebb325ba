import pytest

from rangeset import EMPTY_MESSAGE, Interval, RangeSet, format_ranges, parse_ranges


def spans(ranges):
    return [(iv.start, iv.end) for iv in ranges]


def test_interval_basics():
    iv = Interval(2, 5)
    assert 2 in iv and 4.5 in iv and 5 not in iv
    assert iv.length == 3
    assert str(iv) == "[2, 5)"
    assert Interval(0, 2).touches(iv) and not Interval(0, 2).overlaps(iv)
    assert iv.intersection(Interval(4, 9)) == Interval(4, 5)
    assert iv.intersection(Interval(5, 9)) is None


def test_empty_interval_is_rejected():
    with pytest.raises(ValueError, match=EMPTY_MESSAGE):
        Interval(3, 3)


def test_overlapping_ranges_merge():
    ranges = RangeSet([(1, 4), (10, 12), (3, 6)])
    assert spans(ranges) == [(1, 6), (10, 12)]
    assert ranges.measure == 7


@pytest.mark.parametrize("order", [[(1, 3), (3, 5)], [(3, 5), (1, 3)]])
def test_adjacent_ranges_merge_in_any_order(order):
    assert spans(RangeSet(order)) == [(1, 5)]


def test_bridging_range_swallows_several():
    ranges = RangeSet([(0, 1), (2, 3), (4, 5), (8, 9)])
    ranges.add((1, 4))
    assert spans(ranges) == [(0, 5), (8, 9)]


def test_membership():
    ranges = RangeSet([(0, 10), (20, 30)])
    assert [p in ranges for p in (-1, 0, 9.99, 10, 15, 20, 29, 30)] == [
        False, True, True, False, False, True, True, False,
    ]


def test_remove_splits():
    ranges = RangeSet([(0, 10)])
    ranges.remove((3, 5))
    assert spans(ranges) == [(0, 3), (5, 10)]
    ranges.remove((-5, 1))
    assert spans(ranges) == [(1, 3), (5, 10)]


def test_set_algebra():
    a = RangeSet([(0, 5), (10, 15)])
    b = RangeSet([(3, 12)])
    assert spans(a | b) == [(0, 15)]
    assert spans(a & b) == [(3, 5), (10, 12)]
    assert spans(a - b) == [(0, 3), (12, 15)]
    assert spans(a.gaps()) == [(5, 10)]
    assert spans(a.complement((-5, 20))) == [(-5, 0), (5, 10), (15, 20)]


def test_parse_and_format():
    assert format_ranges(parse_ranges("1-5, 8, 10..12")) == "1-5,8,10-12"
    assert format_ranges(parse_ranges("7,6,5,1-2,3")) == "1-3,5-7"
    assert not parse_ranges("  ")


@pytest.mark.parametrize("text, message", [("4-2", "runs backwards"), ("1-x", "cannot parse")])
def test_parse_errors(text, message):
    with pytest.raises(ValueError, match=message):
        parse_ranges(text)
