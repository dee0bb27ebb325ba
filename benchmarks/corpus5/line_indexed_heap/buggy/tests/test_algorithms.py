import pytest

from pqkit import dijkstra, k_smallest, path_to, prim_mst

GRAPH = {
    "a": {"b": 4, "c": 1},
    "b": {"d": 1},
    "c": {"b": 2, "d": 5},
    "d": {"e": 3},
    "e": {},
}


def test_dijkstra_distances_and_paths():
    dist, prev = dijkstra(GRAPH, "a")
    assert dist == {"a": 0, "b": 3, "c": 1, "d": 4, "e": 7}
    assert path_to(prev, "e") == ["a", "c", "b", "d", "e"]
    assert path_to(prev, "zzz") == []


def test_dijkstra_rejects_negative_edges():
    with pytest.raises(ValueError, match="negative edge"):
        dijkstra({"a": {"b": -1}}, "a")


def test_prim_minimum_spanning_forest():
    undirected = {
        1: {2: 2, 3: 3},
        2: {1: 2, 3: 1, 4: 4},
        3: {1: 3, 2: 1, 4: 5},
        4: {2: 4, 3: 5},
        5: {6: 7},
        6: {5: 7},
    }
    total, edges = prim_mst(undirected)
    assert total == 14
    assert sorted(tuple(sorted(e[:2])) for e in edges) == [(1, 2), (2, 3), (2, 4), (5, 6)]


def test_k_smallest_merges_sorted_streams():
    assert k_smallest([[1, 4, 9], [2, 3, 10], [], [0, 20]], 5) == [0, 1, 2, 3, 4]
    assert k_smallest([[5], [1, 2]], 10) == [1, 2, 5]
