import pytest

from euler_tour import FlatTree

#         0
#       / | \
#      1  2  3
#     / \     \
#    4   5     6
#        |
#        7
EDGES = [(0, 1), (0, 2), (0, 3), (1, 4), (1, 5), (3, 6), (5, 7)]


def tree():
    return FlatTree(8, EDGES)


def test_tour_order_and_times():
    t = tree()
    assert t.order == [0, 1, 4, 5, 7, 2, 3, 6]
    assert t.tin[5] == 3 and t.tout[5] == 5
    assert [t.subtree_size(u) for u in range(8)] == [8, 4, 1, 2, 1, 2, 1, 1]


def test_subtree_of_root_is_everything():
    assert tree().subtree(0) == [0, 1, 4, 5, 7, 2, 3, 6]


@pytest.mark.parametrize("u, expected", [(1, [1, 4, 5, 7]), (3, [3, 6]), (7, [7])])
def test_subtree(u, expected):
    assert tree().subtree(u) == expected


def test_leaves_under():
    t = tree()
    assert t.leaves_under(0) == [4, 7, 2, 6]
    assert t.leaves_under(1) == [4, 7]


def test_subtree_sums():
    assert tree().subtree_sums([1] * 8) == [8, 4, 1, 2, 1, 2, 1, 1]
    assert tree().subtree_sums(list(range(8))) == [28, 17, 2, 9, 4, 12, 6, 7]


def test_is_ancestor():
    t = tree()
    assert t.is_ancestor(0, 7) and t.is_ancestor(1, 7) and t.is_ancestor(7, 7)
    assert not t.is_ancestor(2, 7) and not t.is_ancestor(7, 5)


@pytest.mark.parametrize("u, v, anc, dist", [(4, 7, 1, 3), (7, 6, 0, 5), (5, 7, 5, 1)])
def test_lca_and_distance(u, v, anc, dist):
    t = tree()
    assert t.lca(u, v) == anc
    assert t.distance(u, v) == dist


def test_path():
    assert tree().path(4, 6) == [4, 1, 0, 3, 6]


def test_rejects_non_trees():
    with pytest.raises(ValueError):
        FlatTree(3, [(0, 1)])
    with pytest.raises(ValueError):
        FlatTree(4, [(0, 1), (1, 0), (2, 3)])


def test_other_root():
    t = FlatTree(8, EDGES, root=5)
    assert t.parent[1] == 5 and t.depth[0] == 2
