import pytest

from fenwick_counts import FenwickTree, count_inversions


def test_new_tree_is_all_zero():
    tree = FenwickTree(6)
    assert [tree.prefix_sum(k) for k in range(7)] == [0] * 7


def test_add_rejects_out_of_range():
    tree = FenwickTree(4)
    with pytest.raises(IndexError):
        tree.add(4, 1)
    with pytest.raises(IndexError):
        tree.add(-1, 1)


def test_add_updates_later_prefixes():
    tree = FenwickTree(5)
    tree.add(2, 4)
    tree.add(4, 1)
    assert [tree.prefix_sum(k) for k in range(6)] == [0, 0, 0, 4, 4, 5]


def test_add_accumulates():
    tree = FenwickTree(8)
    tree.add(5, 3)
    tree.add(5, -1)
    tree.add(7, 10)
    assert tree.value_at(5) == 2
    assert tree.range_sum(3, 8) == 12


def test_prefix_and_range_sums():
    values = [3, -1, 4, 1, 5, 9, 2, 6]
    tree = FenwickTree.from_values(values)
    assert [tree.prefix_sum(k) for k in range(9)] == [sum(values[:k]) for k in range(9)]
    assert tree.range_sum(2, 6) == 19
    assert tree.prefix_sum(100) == 29


def test_value_at_after_updates():
    tree = FenwickTree.from_values([0, 0, 0])
    tree.add(0, 7)
    tree.add(2, 2)
    assert [tree.value_at(i) for i in range(3)] == [7, 0, 2]


@pytest.mark.parametrize("values, expected", [([], 0), ([3, 1, 2], 2), ([5, 5, 1], 2)])
def test_count_inversions(values, expected):
    assert count_inversions(values) == expected
