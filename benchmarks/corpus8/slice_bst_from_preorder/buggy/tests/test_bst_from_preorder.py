import pytest
from bst_from_preorder import (
    Node,
    build,
    height,
    inorder,
    is_bst_preorder,
    postorder,
    postorder_from_preorder,
    preorder,
)


def insert(node, key):
    if node is None:
        return Node(key)
    if key < node.key:
        node.left = insert(node.left, key)
    else:
        node.right = insert(node.right, key)
    return node


def test_empty():
    assert build([]) is None
    assert height(None) == 0


def test_single_key():
    tree = build([7])
    assert (tree.key, tree.left, tree.right) == (7, None, None)


def test_only_left_children():
    tree = build([5, 4, 2, 1])
    assert inorder(tree) == [1, 2, 4, 5]
    assert height(tree) == 4


def test_root_and_two_children():
    tree = build([2, 1, 3])
    assert (tree.left.key, tree.right.key) == (1, 3)


def test_classic_example():
    tree = build([8, 5, 1, 7, 10, 12])
    assert inorder(tree) == [1, 5, 7, 8, 10, 12]
    assert postorder(tree) == [1, 7, 5, 12, 10, 8]
    assert height(tree) == 3


def test_traversals_of_a_hand_built_tree():
    root = None
    for key in [50, 30, 70, 20, 40, 60, 80]:
        root = insert(root, key)
    assert preorder(root) == [50, 30, 20, 40, 70, 60, 80]
    assert postorder(root) == [20, 40, 30, 60, 80, 70, 50]


def test_rebuild_round_trip():
    root = None
    for key in [41, 20, 65, 11, 29, 50, 91, 32, 72, 99]:
        root = insert(root, key)
    assert preorder(build(preorder(root))) == preorder(root)


@pytest.mark.parametrize(
    "keys, valid",
    [([], True), ([3, 2, 1], True), ([2, 1, 3], True), ([2, 3, 1], False), ([4, 2, 2], False)],
)
def test_is_bst_preorder(keys, valid):
    assert is_bst_preorder(keys) is valid


def test_postorder_from_preorder():
    assert postorder_from_preorder((10, 5, 1, 7, 40, 50)) == [1, 7, 5, 50, 40, 10]
