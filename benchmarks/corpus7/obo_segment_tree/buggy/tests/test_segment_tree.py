import pytest

from segment_tree import SegmentTree

VALUES = [5, 3, 8, 6, 1, 4, 2]


def test_total():
    assert SegmentTree(VALUES).total() == 29


def test_length():
    assert len(SegmentTree(VALUES)) == 7


def test_whole_range():
    assert SegmentTree(VALUES).range_sum(0, 6) == 29


@pytest.mark.parametrize("left, right, expected", [(0, 0, 5), (1, 3, 17), (2, 5, 19), (6, 6, 2)])
def test_range_sums(left, right, expected):
    assert SegmentTree(VALUES).range_sum(left, right) == expected


def test_set_changes_sums():
    tree = SegmentTree(VALUES)
    tree.set(2, 0)
    assert tree.total() == 21
    assert tree.range_sum(1, 4) == 10


def test_every_range_matches_a_plain_sum():
    values = [(i * 7) % 11 - 3 for i in range(13)]
    tree = SegmentTree(values)
    for left in range(13):
        for right in range(left, 13):
            assert tree.range_sum(left, right) == sum(values[left:right + 1])


def test_single_value():
    tree = SegmentTree([42])
    assert tree.range_sum(0, 0) == 42


def test_bad_ranges():
    tree = SegmentTree(VALUES)
    with pytest.raises(IndexError):
        tree.range_sum(3, 2)
    with pytest.raises(IndexError):
        tree.range_sum(0, 7)


def test_empty_is_rejected():
    with pytest.raises(ValueError):
        SegmentTree([])
