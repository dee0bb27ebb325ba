import random

import pytest

from btree import BTree


def test_empty_tree():
    tree = BTree()
    assert len(tree) == 0
    assert list(tree) == []
    assert 5 not in tree
    assert tree.height() == 1
    with pytest.raises(ValueError):
        tree.min()


def test_small_tree_stays_one_node():
    tree = BTree(t=2, keys=[20, 10, 30])
    assert list(tree) == [10, 20, 30]
    assert tree.height() == 1
    assert 10 in tree and 25 not in tree


def test_duplicate_insert_is_ignored():
    tree = BTree(keys=[1, 2])
    assert tree.insert(2) is False
    assert tree.insert(3) is True
    assert len(tree) == 3


def test_iteration_is_sorted_after_splits():
    tree = BTree(t=2, keys=[5, 1, 9, 3, 7, 2, 8])
    assert list(tree) == [1, 2, 3, 5, 7, 8, 9]


@pytest.mark.parametrize("t", [2, 3, 4])
def test_many_random_keys(t):
    rng = random.Random(t)
    keys = rng.sample(range(1000), 200)
    tree = BTree(t=t, keys=keys)
    assert len(tree) == 200
    assert list(tree) == sorted(keys)
    assert all(k in tree for k in keys)


def test_height_grows_slowly():
    tree = BTree(t=2, keys=range(1, 11))
    assert tree.height() == 3
    assert BTree(t=3, keys=range(5)).height() == 1


def test_min_max_and_range():
    tree = BTree(t=2, keys=[40, 10, 30, 20, 50, 60])
    assert tree.min() == 10
    assert tree.max() == 60
    assert tree.range(15, 45) == [20, 30, 40]


def test_membership_of_missing_keys():
    tree = BTree(t=2, keys=range(0, 40, 2))
    assert [k for k in range(-1, 41) if k in tree] == list(range(0, 40, 2))


def test_bad_degree():
    with pytest.raises(ValueError):
        BTree(t=1)
