import pytest

from house_robber import House, build_tree, rob_circle, rob_line, rob_plan, rob_tree


@pytest.mark.parametrize(
    "values, expected",
    [([], 0), ([7], 7), ([1, 2, 3, 1], 4), ([2, 7, 9, 3, 1], 12), ([2, 1, 1, 2], 4)],
)
def test_rob_line(values, expected):
    assert rob_line(values) == expected


def test_rob_plan_indices():
    assert rob_plan([2, 7, 9, 3, 1]) == (12, [0, 2, 4])
    assert rob_plan([5, 1, 1, 5]) == (10, [0, 3])


def test_rob_plan_empty_and_zeros():
    assert rob_plan([]) == (0, [])
    assert rob_plan([0, 0, 0]) == (0, [])


def test_rob_plan_never_picks_neighbours():
    loot, picked = rob_plan([6, 7, 1, 30, 8, 2, 4])
    assert loot == 41
    assert all(b - a >= 2 for a, b in zip(picked, picked[1:]))


@pytest.mark.parametrize(
    "values, expected",
    [([2, 3, 2], 3), ([1, 2, 3, 1], 4), ([4], 4), ([200, 3, 140, 20, 10], 340)],
)
def test_rob_circle(values, expected):
    assert rob_circle(values) == expected


def test_rob_tree():
    assert rob_tree(build_tree([3, 2, 3, None, 3, None, 1])) == 7
    assert rob_tree(build_tree([3, 4, 5, 1, 3, None, 1])) == 9
    assert rob_tree(None) == 0


def test_build_tree_shape():
    root = build_tree([1, None, 2, 3])
    assert root.left is None
    assert root.right.loot == 2
    assert root.right.left.loot == 3


def test_negative_loot_rejected():
    with pytest.raises(ValueError):
        rob_plan([1, -2])


def test_single_house_tree():
    assert rob_tree(House(9)) == 9
