import pytest
from sparse_table import SparseTable, range_minimums, range_spreads

VALUES = [5, 2, 8, 6, 3, 7, 9, 1, 4]


def test_single_element_ranges():
    table = SparseTable(VALUES)
    assert [table.query(i, i) for i in range(len(VALUES))] == VALUES


def test_prefix_ranges():
    table = SparseTable(VALUES)
    assert [table.query(0, hi) for hi in range(len(VALUES))] == [5, 2, 2, 2, 2, 2, 2, 1, 1]


def test_inner_ranges():
    table = SparseTable(VALUES)
    assert table.query(2, 4) == 3
    assert table.query(2, 6) == 3
    assert table.query(3, 8) == 1


def test_every_range_matches_brute_force():
    table = SparseTable(VALUES)
    for lo in range(len(VALUES)):
        for hi in range(lo, len(VALUES)):
            assert table.query(lo, hi) == min(VALUES[lo:hi + 1]), (lo, hi)


def test_maximum_table():
    table = SparseTable(VALUES, max)
    assert table.query(0, 5) == 8
    assert table.query(4, 5) == 7


@pytest.mark.parametrize("lo, hi", [(-1, 2), (3, 2), (0, 9)])
def test_bad_ranges_rejected(lo, hi):
    with pytest.raises(IndexError):
        SparseTable(VALUES).query(lo, hi)


def test_length_and_empty_table():
    assert len(SparseTable(VALUES)) == 9
    assert len(SparseTable([])) == 0


def test_range_minimums():
    assert range_minimums([4, 1, 3], [(0, 2), (0, 0), (2, 2)]) == [1, 4, 3]


def test_range_spreads():
    assert range_spreads(VALUES, [(0, 8), (1, 3), (5, 6)]) == [8, 6, 2]
