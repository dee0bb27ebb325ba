import pytest

from k_core import (core_numbers, core_shells, degeneracy, degeneracy_ordering,
                    graph_from_edges, k_core)

# A 4-clique {a, b, c, d}, a triangle {d, e, f} hanging off it and a tail f-g-h.
EDGES = [
    ("a", "b"), ("a", "c"), ("a", "d"), ("b", "c"), ("b", "d"), ("c", "d"),
    ("d", "e"), ("e", "f"), ("d", "f"),
    ("f", "g"), ("g", "h"),
]


def test_graph_from_edges_ignores_loops_and_keeps_isolated():
    adj = graph_from_edges([(1, 2), (2, 2), (2, 1)], vertices=[3])
    assert adj == {3: set(), 1: {2}, 2: {1}}


def test_empty_graph():
    assert core_numbers({}) == {}
    assert degeneracy({}) == 0


def test_sorted_path_core_numbers():
    adj = graph_from_edges([(1, 2), (2, 3), (3, 4)])
    assert core_numbers(adj) == {1: 1, 2: 1, 3: 1, 4: 1}


def test_core_numbers_mixed_graph():
    adj = graph_from_edges(EDGES)
    assert core_numbers(adj) == {
        "a": 3, "b": 3, "c": 3, "d": 3, "e": 2, "f": 2, "g": 1, "h": 1,
    }


def test_degeneracy():
    assert degeneracy(graph_from_edges(EDGES)) == 3


def test_k_core_subgraph():
    adj = graph_from_edges(EDGES)
    assert k_core(adj, 3) == {
        "a": {"b", "c", "d"}, "b": {"a", "c", "d"},
        "c": {"a", "b", "d"}, "d": {"a", "b", "c"},
    }
    assert sorted(k_core(adj, 0)) == sorted(adj)
    assert k_core(adj, 4) == {}


def test_k_core_rejects_negative():
    with pytest.raises(ValueError):
        k_core({}, -1)


def test_degeneracy_ordering_property():
    adj = graph_from_edges(EDGES)
    order = degeneracy_ordering(adj)
    assert sorted(order) == sorted(adj)
    assert order[0] == "h"
    position = {v: i for i, v in enumerate(order)}
    later = [sum(position[u] > position[v] for u in adj[v]) for v in order]
    assert max(later) <= 3


def test_core_shells():
    adj = graph_from_edges(EDGES + [("x", "y")], vertices=["z"])
    assert core_shells(adj) == {
        0: ["z"], 1: ["g", "h", "x", "y"], 2: ["e", "f"], 3: ["a", "b", "c", "d"],
    }
