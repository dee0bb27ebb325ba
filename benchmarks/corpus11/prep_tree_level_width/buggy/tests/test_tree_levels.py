import pytest

from tree_levels import build_tree, level_sums, levels, max_width, right_view, zigzag

SAMPLE = [1, 2, 3, 4, 5, None, 6, None, None, 7]


def test_build_tree_shape():
    root = build_tree([1, 2, None, 3])
    assert root.val == 1 and root.right is None
    assert root.left.left.val == 3


def test_empty_tree():
    assert build_tree([]) is None
    assert levels(None) == []
    assert max_width(None) == 0


def test_levels():
    assert levels(build_tree(SAMPLE)) == [[1], [2, 3], [4, 5, 6], [7]]


def test_right_view():
    assert right_view(build_tree(SAMPLE)) == [1, 3, 6, 7]


def test_zigzag():
    assert zigzag(build_tree(SAMPLE)) == [[1], [3, 2], [4, 5, 6], [7]]


def test_level_sums():
    assert level_sums(build_tree(SAMPLE)) == [1, 5, 15, 7]


def test_single_node_width():
    assert max_width(build_tree([8])) == 1


@pytest.mark.parametrize("values, expected", [
    ([1, 2, 3, 4, 5, None, 6], 4),
    ([1, 2, None, 3, None, 4], 1),
    ([1, 2, 3, 4, None, None, 5], 4),
    ([1, 2, 3, None, 4, 5], 2),
])
def test_max_width(values, expected):
    assert max_width(build_tree(values)) == expected
