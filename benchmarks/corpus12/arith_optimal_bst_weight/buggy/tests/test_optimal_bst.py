import pytest

from optimal_bst import Node, build_tree, cost_tables, height, inorder, optimal_cost, search_cost


@pytest.mark.parametrize(
    "keys, freqs, expected",
    [([10, 12], [34, 50], 118), ([10, 12, 20], [34, 8, 50], 142), ([7], [5], 5), ([], [], 0),
     ([1, 2, 3, 4], [4, 2, 6, 3], 26)],
)
def test_optimal_cost(keys, freqs, expected):
    assert optimal_cost(keys, freqs) == expected


def test_build_tree_root_is_heaviest_middle():
    tree = build_tree([10, 12, 20], [34, 8, 50])
    assert tree.key == 20
    assert tree.left.key == 10 and tree.left.right.key == 12


def test_build_tree_is_a_bst_over_all_keys():
    keys = [2, 3, 5, 7, 11, 13, 17]
    assert inorder(build_tree(keys, [3, 1, 4, 1, 5, 9, 2])) == keys


def test_build_tree_cost_matches_table():
    keys, freqs = [1, 2, 3, 4, 5], [25, 20, 5, 20, 30]
    tree = build_tree(keys, freqs)
    assert search_cost(tree, dict(zip(keys, freqs))) == optimal_cost(keys, freqs)


def test_search_cost_of_hand_built_tree():
    tree = Node(2, Node(1), Node(3))
    assert search_cost(tree, {1: 4, 2: 1, 3: 4}) == 17
    assert height(tree) == 2


def test_cost_tables_diagonal_is_frequency():
    cost, root = cost_tables(["a", "b", "c"], [3, 7, 2])
    assert [cost[i][i + 1] for i in range(3)] == [3, 7, 2]
    assert [root[i][i + 1] for i in range(3)] == [0, 1, 2]


def test_validation():
    with pytest.raises(ValueError):
        optimal_cost([1, 2], [1])
    with pytest.raises(ValueError):
        optimal_cost([3, 1], [1, 1])
    with pytest.raises(ValueError):
        build_tree([1], [-1])


def test_empty_tree_helpers():
    assert build_tree([], []) is None
    assert inorder(None) == [] and height(None) == 0
