import itertools
import random

import pytest

from min_cut import build_graph, components, cut_value, is_k_edge_connected, stoer_wagner

# The example graph from Stoer and Wagner's paper, renumbered from 0.
PAPER = [(0, 1, 2), (0, 4, 3), (1, 2, 3), (1, 4, 2), (1, 5, 2), (2, 3, 4), (2, 6, 2),
         (3, 6, 2), (3, 7, 2), (4, 5, 3), (5, 6, 1), (6, 7, 3)]


def brute_force_min_cut(n, edges):
    best = None
    for r in range(1, n):
        for side in itertools.combinations(range(n), r):
            value = cut_value(n, edges, side)
            best = value if best is None else min(best, value)
    return best


def test_build_graph_merges_parallel_edges_and_drops_loops():
    graph = build_graph(3, [(0, 1, 2), (1, 0, 5), (2, 2, 9)])
    assert dict(graph[0]) == {1: 7}
    assert dict(graph[1]) == {0: 7}
    assert dict(graph[2]) == {}


def test_build_graph_rejects_bad_edges():
    with pytest.raises(ValueError):
        build_graph(2, [(0, 2, 1)])
    with pytest.raises(ValueError):
        build_graph(2, [(0, 1, -1)])


def test_components():
    assert components(6, [(0, 1, 1), (1, 2, 1), (4, 3, 2)]) == [[0, 1, 2], [3, 4], [5]]


def test_cut_value():
    assert cut_value(8, PAPER, [2, 3, 6, 7]) == 4
    assert cut_value(8, PAPER, [0]) == 5


def test_needs_two_vertices():
    with pytest.raises(ValueError):
        stoer_wagner(1, [])


def test_paper_example():
    weight, side = stoer_wagner(8, PAPER)
    assert weight == 4
    assert sorted(side) in ([2, 3, 6, 7], [0, 1, 4, 5])


def test_two_triangles_joined_by_one_edge():
    edges = [(0, 1, 5), (1, 2, 5), (2, 0, 5), (3, 4, 5), (4, 5, 5), (5, 3, 5), (2, 3, 1)]
    weight, side = stoer_wagner(6, edges)
    assert weight == 1
    assert cut_value(6, edges, side) == 1


def test_matches_brute_force_on_random_graphs():
    rng = random.Random(11)
    for _ in range(30):
        n = rng.randint(2, 7)
        edges = [(u, v, rng.randint(0, 6)) for u in range(n) for v in range(u + 1, n)
                 if rng.random() < 0.5]
        weight, side = stoer_wagner(n, edges)
        assert weight == brute_force_min_cut(n, edges)
        assert 0 < len(side) < n
        assert cut_value(n, edges, side) == weight


def test_is_k_edge_connected():
    cycle = [(i, (i + 1) % 5, 1) for i in range(5)]
    assert is_k_edge_connected(5, cycle, 2)
    assert not is_k_edge_connected(5, cycle, 3)
    assert not is_k_edge_connected(4, [(0, 1, 1), (2, 3, 1)], 1)
