import pytest

from avl import AVLTree


def test_keys_come_out_sorted():
    tree = AVLTree([50, 20, 70, 10, 30, 60, 80, 25])
    assert tree.keys() == [10, 20, 25, 30, 50, 60, 70, 80]


def test_duplicates_are_ignored():
    tree = AVLTree()
    assert tree.insert(5) is True
    assert tree.insert(5) is False
    assert len(tree) == 1


def test_membership():
    tree = AVLTree(range(0, 30, 3))
    assert 9 in tree
    assert 10 not in tree


def test_empty_tree():
    tree = AVLTree()
    assert tree.height() == 0
    assert tree.keys() == []
    assert 1 not in tree


def test_ascending_inserts_stay_balanced():
    tree = AVLTree(range(1, 101))
    assert tree.is_balanced()
    assert tree.height() == 7


def test_descending_inserts_stay_balanced():
    tree = AVLTree(range(64, 0, -1))
    assert tree.is_balanced()
    assert tree.height() == 7


def test_left_right_case():
    tree = AVLTree([30, 10, 20])
    assert tree.root.key == 20
    assert tree.height() == 2


def test_right_left_case():
    tree = AVLTree([10, 30, 20])
    assert tree.root.key == 20


@pytest.mark.parametrize("n", [1, 2, 3, 7, 15, 16])
def test_height_of_sorted_inserts(n):
    assert AVLTree(range(n)).height() == n.bit_length()
