import pytest

from tree_traversals import (from_level_order, height, inorder, is_balanced, level_order,
                             mirror, postorder, preorder)

SAMPLE = [1, 2, 3, 4, 5, None, 6, None, None, 7]


def test_empty_tree():
    assert from_level_order([]) is None
    assert preorder(None) == inorder(None) == postorder(None) == []
    assert level_order(None) == []
    assert height(None) == 0


def test_depth_first_traversals():
    root = from_level_order(SAMPLE)
    assert preorder(root) == [1, 2, 4, 5, 7, 3, 6]
    assert inorder(root) == [4, 2, 7, 5, 1, 3, 6]
    assert postorder(root) == [4, 7, 5, 2, 6, 3, 1]


def test_level_order():
    assert level_order(from_level_order(SAMPLE)) == [[1], [2, 3], [4, 5, 6], [7]]


def test_zigzag_level_order():
    assert level_order(from_level_order(SAMPLE), zigzag=True) == [[1], [3, 2], [4, 5, 6], [7]]


def test_height():
    assert height(from_level_order(SAMPLE)) == 4
    assert height(from_level_order([1, None, 2, None, 3])) == 3


@pytest.mark.parametrize(
    "values, expected",
    [
        ([1, 2, 3, 4, 5, None, 6], True),
        ([1, 2, None, 3], False),
        ([1, None, 2, None, 3], False),
        ([1, None, 2, None, 3, None, 4], False),
        ([1, 2, 3, None, None, None, 4, None, 5], False),
        ([1, 2, 3, None, None, None, 4, None, 5, None, 6], False),
        ([], True),
    ],
)
def test_is_balanced(values, expected):
    assert is_balanced(from_level_order(values)) is expected


def test_mirror():
    root = mirror(from_level_order(SAMPLE))
    assert preorder(root) == [1, 3, 6, 2, 5, 7, 4]
    assert inorder(root) == list(reversed(inorder(from_level_order(SAMPLE))))
