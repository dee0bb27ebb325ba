from fractions import Fraction

import pytest

from path_counts import (bfs_layers, build_graph, count_shortest, distance, grid_graph,
                         one_shortest_path, through_fraction)

TREE = build_graph(6, [(0, 1), (0, 2), (1, 3), (1, 4), (2, 5)])
DIAMOND = build_graph(4, [(0, 1), (0, 2), (1, 3), (2, 3)])


def test_build_graph_validation():
    with pytest.raises(ValueError):
        build_graph(2, [(0, 2)])
    assert build_graph(3, [(0, 1), (1, 2)], directed=True) == [[1], [2], []]


def test_distances():
    dist, _ = bfs_layers(TREE, 0)
    assert dist == [0, 1, 1, 2, 2, 2]
    assert distance(build_graph(3, [(0, 1)]), 0, 2) == -1


def test_tree_has_unique_paths():
    assert [count_shortest(TREE, 3, v) for v in range(6)] == [1, 1, 1, 1, 1, 1]


def test_diamond_has_two_paths():
    assert count_shortest(DIAMOND, 0, 3) == 2


@pytest.mark.parametrize("rows, cols, expected", [(1, 5, 1), (2, 2, 2), (3, 3, 6), (3, 4, 10)])
def test_grid_counts_are_binomials(rows, cols, expected):
    assert count_shortest(grid_graph(rows, cols), 0, rows * cols - 1) == expected


def test_directed_layers():
    adj = build_graph(5, [(0, 1), (0, 2), (1, 3), (2, 3), (3, 4), (4, 0)], directed=True)
    assert bfs_layers(adj, 0) == ([0, 1, 1, 2, 3], [1, 1, 1, 2, 2])


def test_one_shortest_path():
    assert one_shortest_path(grid_graph(3, 3), 0, 8) == [0, 1, 2, 5, 8]
    assert one_shortest_path(build_graph(3, [(0, 1)]), 0, 2) is None
    with pytest.raises(ValueError):
        one_shortest_path(build_graph(2, [(0, 1)], directed=True), 0, 1)


def test_through_fraction():
    grid = grid_graph(3, 3)
    assert through_fraction(grid, 0, 8, 4) == Fraction(2, 3)
    assert through_fraction(grid, 0, 8, 2) == Fraction(1, 6)
    assert through_fraction(TREE, 3, 5, 0) == 1
    assert through_fraction(TREE, 3, 5, 4) == 0
