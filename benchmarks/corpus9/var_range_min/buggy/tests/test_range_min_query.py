import pytest
from range_min_query import RangeMinTree

DATA = [5, 2, 8, 6, 3, 7, 9, 1, 4]


def brute(values, left, right):
    return min(values[left : right + 1])


def test_single_element():
    tree = RangeMinTree([42])
    assert tree.query(0, 0) == 42


def test_whole_range():
    tree = RangeMinTree(DATA)
    assert tree.query(0, len(DATA) - 1) == 1


def test_each_point():
    tree = RangeMinTree(DATA)
    assert [tree.query(i, i) for i in range(len(DATA))] == DATA


@pytest.mark.parametrize(
    "left,right,expected", [(0, 1, 2), (2, 4, 3), (2, 3, 6), (5, 6, 7), (3, 6, 3)]
)
def test_inner_ranges(left, right, expected):
    assert RangeMinTree(DATA).query(left, right) == expected


def test_all_ranges_match_brute_force():
    tree = RangeMinTree(DATA)
    for left in range(len(DATA)):
        for right in range(left, len(DATA)):
            assert tree.query(left, right) == brute(DATA, left, right), (left, right)


def test_update_changes_minimum():
    values = list(DATA)
    tree = RangeMinTree(values)
    tree.update(7, 10)
    values[7] = 10
    assert tree.query(0, 8) == 2
    assert tree.query(6, 8) == 4


def test_update_lowers_minimum():
    tree = RangeMinTree(DATA)
    tree.update(2, -5)
    assert tree.query(2, 2) == -5
    assert tree.query(3, 8) == 1


def test_bad_ranges_raise():
    tree = RangeMinTree(DATA)
    with pytest.raises(IndexError):
        tree.query(4, 2)
    with pytest.raises(IndexError):
        tree.query(0, len(DATA))
    with pytest.raises(IndexError):
        tree.update(-1, 0)


def test_empty_tree_rejects_queries():
    with pytest.raises(IndexError):
        RangeMinTree([]).query(0, 0)
