import pytest

from stone_merge_cost import merge_cost, merge_tree


def test_empty_and_single_pile_cost_nothing():
    assert merge_cost([]) == 0
    assert merge_cost([7]) == 0


def test_two_piles():
    assert merge_cost([3, 4]) == 7


def test_three_piles_prefers_cheaper_side():
    # (1+2) then (3+3): 3 + 6 = 9, versus (2+3) then (1+5): 5 + 6 = 11
    assert merge_cost([1, 2, 3]) == 9


def test_classic_row():
    assert merge_cost([4, 1, 1, 4]) == 18


def test_row_of_equal_piles():
    assert merge_cost([1, 1, 1, 1]) == 8


def test_negative_pile_rejected():
    with pytest.raises(ValueError):
        merge_cost([2, -1, 3])


def test_merge_tree_shape():
    assert merge_tree([1, 2, 3]) == ((1, 2), 3)
    assert merge_tree([4, 1, 1, 4]) == (4, ((1, 1), 4))  # ties take the leftmost split
    assert merge_tree([]) is None


def test_long_row_of_unit_piles():
    # 32 piles of 1 merge as a balanced tree: 5 levels each costing 32
    assert merge_cost([1] * 32) == 160


def test_long_mixed_row():
    piles = [(i * 7) % 11 + 1 for i in range(26)]
    tree = merge_tree(piles)

    def flatten(node):
        return flatten(node[0]) + flatten(node[1]) if isinstance(node, tuple) else [node]

    assert flatten(tree) == piles
    assert merge_cost(piles) > sum(piles)
