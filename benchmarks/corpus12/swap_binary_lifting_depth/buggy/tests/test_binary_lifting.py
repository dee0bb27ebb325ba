import pytest

from binary_lifting import AncestorTable

#            0
#          /   \
#         1     2
#        / \     \
#       3   4     5
#      /         / \
#     6         7   8
#                    \
#                     9
EDGES = [(0, 1), (0, 2), (1, 3), (1, 4), (2, 5), (3, 6), (5, 7), (5, 8), (8, 9)]


def table():
    return AncestorTable(10, EDGES)


def test_depths():
    assert table().depth == [0, 1, 1, 2, 2, 2, 3, 3, 3, 4]


def test_invalid_trees():
    with pytest.raises(ValueError):
        AncestorTable(3, [(0, 1)])
    with pytest.raises(ValueError):
        AncestorTable(4, [(0, 1), (1, 0), (2, 3)])


@pytest.mark.parametrize("v, k, expected", [(9, 1, 8), (9, 3, 2), (9, 4, 0), (9, 5, None),
                                            (6, 0, 6), (4, 2, 0)])
def test_kth_ancestor(v, k, expected):
    assert table().kth_ancestor(v, k) == expected


def test_kth_ancestor_rejects_negative_k():
    with pytest.raises(ValueError):
        table().kth_ancestor(3, -1)


@pytest.mark.parametrize("u, v, expected", [(3, 4, 1), (7, 8, 5), (6, 9, 0), (9, 2, 2),
                                            (4, 6, 1), (5, 5, 5)])
def test_lca(u, v, expected):
    assert table().lca(u, v) == expected


def test_distance():
    t = table()
    assert t.distance(6, 9) == 7
    assert t.distance(7, 8) == 2
    assert t.distance(0, 0) == 0


def test_is_ancestor():
    t = table()
    assert t.is_ancestor(2, 9)
    assert t.is_ancestor(9, 9)
    assert not t.is_ancestor(1, 9)
    assert not t.is_ancestor(9, 2)


def test_path():
    assert table().path(6, 4) == [6, 3, 1, 4]
    assert table().path(3, 9) == [3, 1, 0, 2, 5, 8, 9]


def test_other_root():
    t = AncestorTable(10, EDGES, root=9)
    assert t.lca(6, 7) == 5
    assert t.distance(6, 9) == 7
    assert t.kth_ancestor(0, 4) == 9
