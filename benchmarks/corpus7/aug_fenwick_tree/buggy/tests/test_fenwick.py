import pytest

from fenwick import FenwickTree

VALUES = [3, 2, -1, 6, 5, 4, -3, 3, 7, 2, 3]


def test_prefix_sums():
    tree = FenwickTree(VALUES)
    assert [tree.prefix_sum(k) for k in range(len(VALUES) + 1)] == [
        sum(VALUES[:k]) for k in range(len(VALUES) + 1)
    ]


def test_range_sum_after_updates():
    tree = FenwickTree(VALUES)
    tree.add(3, 4)
    tree.set(0, 10)
    assert tree.range_sum(0, 4) == 10 + 2 - 1 + 10


def test_every_range_of_a_growing_tree():
    tree = FenwickTree(8)
    for index in range(8):
        tree.add(index, index * index)
    assert tree.range_sum(2, 6) == 4 + 9 + 16 + 25


def test_values_are_kept():
    tree = FenwickTree(VALUES)
    tree.add(4, -5)
    assert tree.value(4) == 0
    assert tree.value(10) == 3


def test_length():
    assert len(FenwickTree(5)) == 5
    assert len(FenwickTree([])) == 0


def test_empty_prefix():
    assert FenwickTree(VALUES).prefix_sum(0) == 0


def test_find_prefix():
    tree = FenwickTree([2, 0, 3, 1, 4])
    assert [tree.find_prefix(t) for t in (1, 2, 3, 5, 6, 10)] == [1, 1, 3, 3, 4, 5]


def test_find_prefix_beyond_the_total():
    with pytest.raises(ValueError):
        FenwickTree([1, 1]).find_prefix(3)


def test_index_errors():
    tree = FenwickTree(3)
    with pytest.raises(IndexError):
        tree.add(3, 1)
    with pytest.raises(IndexError):
        tree.prefix_sum(4)
