import pytest
from bst_remove import BinarySearchTree

KEYS = [50, 30, 70, 20, 40, 60, 80, 35, 45, 65]


@pytest.fixture
def tree():
    return BinarySearchTree(KEYS)


def test_build_and_order(tree):
    assert tree.keys() == sorted(KEYS)
    assert len(tree) == len(KEYS)
    assert tree.height() == 4


def test_duplicates_are_ignored():
    tree = BinarySearchTree([5, 3, 5, 8, 3])
    assert tree.keys() == [3, 5, 8]
    assert len(tree) == 3


def test_membership(tree):
    assert 45 in tree and 65 in tree
    assert 46 not in tree and 0 not in tree


def test_remove_leaf(tree):
    assert tree.remove(20)
    assert 20 not in tree
    assert tree.keys() == [30, 35, 40, 45, 50, 60, 65, 70, 80]


def test_remove_node_with_one_child(tree):
    assert tree.remove(60)
    assert tree.keys() == [20, 30, 35, 40, 45, 50, 65, 70, 80]


def test_remove_node_with_two_children(tree):
    assert tree.remove(30)
    assert tree.keys() == [20, 35, 40, 45, 50, 60, 65, 70, 80]
    assert len(tree) == 9


def test_remove_root_repeatedly(tree):
    removed = []
    while len(tree):
        root = tree.keys()[len(tree) // 2]
        assert tree.remove(root)
        removed.append(root)
    assert sorted(removed) == sorted(KEYS)
    assert tree.keys() == [] and tree.height() == 0


def test_remove_missing_key(tree):
    assert not tree.remove(55)
    assert not tree.remove(100)
    assert len(tree) == len(KEYS)
    assert tree.keys() == sorted(KEYS)


def test_remove_from_empty_tree():
    tree = BinarySearchTree()
    assert not tree.remove(1)
    assert len(tree) == 0


def test_remove_twice():
    tree = BinarySearchTree([2, 1, 3])
    assert tree.remove(3)
    assert not tree.remove(3)
    assert tree.keys() == [1, 2]
