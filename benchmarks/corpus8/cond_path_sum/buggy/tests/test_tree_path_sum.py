import pytest
from tree_path_sum import Node, from_array, has_path_sum, leaf_sums, paths_with_sum

#        5
#      /   \
#     4     8
#    /     / \
#   11    13  4
#  /  \        \
# 7    2        1
CLASSIC = from_array(
    [5, 4, 8, 11, None, 13, 4, 7, 2, None, None, None, None, None, 1]
)

#   1
#    \
#     2
#    / \
#   3   4
RIGHT_LEANING = Node(1, None, Node(2, Node(3), Node(4)))


def test_from_array_builds_the_heap_layout():
    tree = from_array([1, 2, 3, None, 5])
    assert tree == Node(1, Node(2, None, Node(5)), Node(3))
    assert from_array([]) is None
    assert from_array([None, 1]) is None


@pytest.mark.parametrize("target, expected", [(22, True), (26, True), (18, True),
                                              (27, True), (9, False), (17, False)])
def test_has_path_sum_on_the_classic_tree(target, expected):
    assert has_path_sum(CLASSIC, target) is expected


def test_has_path_sum_only_counts_complete_paths():
    # a path must not stop at an inner node that has children on one side only
    assert not has_path_sum(RIGHT_LEANING, 1)
    assert not has_path_sum(Node(1, Node(9), Node(2, None, Node(3))), 3)
    assert has_path_sum(Node(1, Node(9), Node(2, None, Node(3))), 6)


def test_has_path_sum_through_a_node_with_only_a_right_child():
    assert has_path_sum(RIGHT_LEANING, 6)
    assert has_path_sum(RIGHT_LEANING, 7)
    assert has_path_sum(Node(-2, Node(-3)), -5)


def test_has_path_sum_on_tiny_trees():
    assert not has_path_sum(None, 0)
    assert has_path_sum(Node(4), 4)
    assert not has_path_sum(Node(4), 0)


def test_paths_with_sum():
    assert paths_with_sum(CLASSIC, 22) == [[5, 4, 11, 2]]
    assert paths_with_sum(RIGHT_LEANING, 7) == [[1, 2, 4]]
    assert paths_with_sum(RIGHT_LEANING, 3) == []
    assert paths_with_sum(from_array([1, 2, 2]), 3) == [[1, 2], [1, 2]]


def test_leaf_sums():
    assert leaf_sums(CLASSIC) == [27, 22, 26, 18]
    assert leaf_sums(RIGHT_LEANING) == [6, 7]
    assert leaf_sums(None) == []
