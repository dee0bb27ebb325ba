import pytest

from range_sum_tree import SegmentTree, running_range_sums

VALUES = [5, -2, 7, 3, 0, 4, 1]


def test_total_of_built_tree():
    tree = SegmentTree(VALUES)
    assert len(tree) == 7
    assert tree.total() == 18


def test_whole_range_query():
    assert SegmentTree(VALUES).query(0, 6) == 18


@pytest.mark.parametrize("left, right", [(0, 0), (2, 4), (1, 5), (3, 6), (6, 6), (0, 3)])
def test_query_matches_slice_sum(left, right):
    assert SegmentTree(VALUES).query(left, right) == sum(VALUES[left:right + 1])


def test_empty_range_is_zero():
    assert SegmentTree(VALUES).query(4, 3) == 0


def test_update_changes_sums():
    tree = SegmentTree(VALUES)
    tree.update(2, 10)
    assert tree.total() == 21
    assert tree.query(2, 2) == 10
    assert tree.query(1, 3) == 11


def test_bounds_are_checked():
    tree = SegmentTree([1, 2, 3])
    with pytest.raises(IndexError):
        tree.query(0, 3)
    with pytest.raises(IndexError):
        tree.update(-1, 5)


def test_empty_and_single_value():
    assert SegmentTree([]).total() == 0
    single = SegmentTree([9])
    assert single.query(0, 0) == 9
    single.update(0, -1)
    assert single.total() == -1


def test_running_range_sums():
    ops = [("sum", 0, 2), ("set", 1, 5), ("sum", 0, 2), ("sum", 1, 1), ("set", 0, 0), ("sum", 0, 3)]
    assert running_range_sums([1, 1, 1, 1], ops) == [3, 7, 5, 7]
