import math

import pytest

from scapegoat_tree import ScapegoatTree


def build(keys, alpha=2 / 3):
    tree = ScapegoatTree(alpha)
    for key in keys:
        tree.insert(key, key * 10)
    return tree


def test_insert_and_get():
    tree = build([5, 2, 8])
    assert tree.get(2) == 20 and tree.get(8) == 80
    assert tree.get(7) is None and tree.get(7, "none") == "none"


def test_insert_replaces_value():
    tree = build([4, 1, 6])
    tree.insert(1, "one")
    assert tree.get(1) == "one"
    assert tree.size == 3


def test_items_in_key_order():
    tree = build([7, 3, 9, 1, 5])
    assert [k for k, _ in tree.items()] == [1, 3, 5, 7, 9]


def test_small_balanced_tree_needs_no_rebuild():
    tree = build([4, 2, 6, 1, 3, 5, 7])
    assert tree.rebuilds == 0
    assert tree.height() == 3


def test_ascending_inserts_keep_every_key():
    tree = build(range(1, 33))
    assert tree.rebuilds > 0
    assert tree.items() == [(k, k * 10) for k in range(1, 33)]


def test_ascending_inserts_stay_shallow():
    tree = build(range(100))
    assert tree.height() <= math.floor(math.log(100, 1.5)) + 1
    assert all(tree.get(k) == k * 10 for k in range(100))


def test_descending_inserts_with_other_alpha():
    tree = build(range(50, 0, -1), alpha=0.75)
    assert [k for k, _ in tree.items()] == list(range(1, 51))
    assert tree.height() <= math.floor(math.log(50, 1 / 0.75)) + 1


def test_empty_tree():
    tree = ScapegoatTree()
    assert tree.height() == 0 and tree.items() == [] and tree.get(1) is None


def test_alpha_must_be_in_range():
    with pytest.raises(ValueError):
        ScapegoatTree(alpha=0.5)
    with pytest.raises(ValueError):
        ScapegoatTree(alpha=1.0)
