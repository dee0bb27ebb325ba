import pytest

from rebuild_tree import height, inorder_of, postorder_from, preorder_of, rebuild

#        3
#      9   20
#    1    15  7
PRE = [3, 9, 1, 20, 15, 7]
IN = [1, 9, 3, 15, 20, 7]


def test_empty_tree():
    assert rebuild([], []) is None
    assert height(None) == 0


def test_single_node():
    node = rebuild(["x"], ["x"])
    assert node.value == "x"
    assert node.left is None and node.right is None


def test_rebuilt_shape():
    root = rebuild(PRE, IN)
    assert root.value == 3
    assert root.left.value == 9 and root.left.left.value == 1
    assert (root.right.left.value, root.right.right.value) == (15, 7)


def test_rebuild_round_trip():
    root = rebuild(PRE, IN)
    assert preorder_of(root) == PRE
    assert inorder_of(root) == IN
    assert height(root) == 3


def test_postorder_from_traversals():
    assert postorder_from(PRE, IN) == [1, 9, 15, 7, 20, 3]


def test_right_leaning_chain():
    root = rebuild([1, 2, 3, 4], [1, 2, 3, 4])
    assert postorder_from([1, 2, 3, 4], [1, 2, 3, 4]) == [4, 3, 2, 1]
    assert height(root) == 4


def test_left_leaning_chain():
    assert postorder_from([4, 3, 2, 1], [1, 2, 3, 4]) == [1, 2, 3, 4]
    assert height(rebuild([4, 3, 2, 1], [1, 2, 3, 4])) == 4


@pytest.mark.parametrize(
    "preorder, inorder",
    [([1, 2], [1, 3]), ([1, 1], [1, 1]), ([1, 2, 3], [1, 2])],
)
def test_rejects_inconsistent_traversals(preorder, inorder):
    with pytest.raises(ValueError):
        rebuild(preorder, inorder)
