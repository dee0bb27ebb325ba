import pytest

from kruskal_forest import (DisjointSet, component_count, is_spanning_tree, max_spacing_clusters,
                            minimum_spanning_tree, spanning_forest, total_weight)

SQUARE = [(0, 1, 1), (1, 2, 2), (2, 3, 1), (3, 0, 3), (0, 2, 5)]


def test_disjoint_set_union_and_count():
    dsu = DisjointSet(5)
    assert dsu.union(0, 1)
    assert dsu.union(3, 4)
    assert not dsu.union(1, 0)
    assert dsu.find(0) == dsu.find(1)
    assert dsu.find(2) != dsu.find(3)
    assert dsu.count == 3


def test_spanning_forest_of_disconnected_graph():
    edges = [(0, 1, 4), (2, 3, 1), (1, 0, 2)]
    assert spanning_forest(5, edges) == [(2, 3, 1), (1, 0, 2)]


def test_minimum_spanning_tree_of_square():
    tree = minimum_spanning_tree(4, SQUARE)
    assert total_weight(tree) == 4
    assert len(tree) == 3


def test_minimum_spanning_tree_rejects_disconnected_graph():
    with pytest.raises(ValueError):
        minimum_spanning_tree(4, [(0, 1, 1), (2, 3, 1)])


@pytest.mark.parametrize(
    "tree, expected",
    [
        ([(0, 1, 1), (1, 2, 1), (2, 3, 1)], True),
        ([(0, 1, 1), (1, 2, 1)], False),
        ([(0, 1, 1), (1, 0, 1), (2, 3, 1)], False),
    ],
)
def test_is_spanning_tree(tree, expected):
    assert is_spanning_tree(4, tree) is expected


def test_component_count():
    assert component_count(6, [(0, 1, 1), (1, 2, 1), (4, 5, 2)]) == 3
    assert component_count(3, []) == 3


def test_vertex_out_of_range():
    with pytest.raises(ValueError):
        spanning_forest(3, [(0, 3, 1)])


def test_max_spacing_clusters():
    edges = [(0, 1, 1), (1, 2, 2), (3, 4, 1), (2, 3, 7), (0, 4, 9)]
    assert max_spacing_clusters(5, edges, 2) == 7
    assert max_spacing_clusters(5, edges, 1) is None
