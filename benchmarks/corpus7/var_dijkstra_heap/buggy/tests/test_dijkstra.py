import math

import pytest

from dijkstra import distances, shortest_path, within
from graph import add_node, build_graph

ROADS = build_graph(
    [
        ("a", "b", 7),
        ("a", "c", 9),
        ("a", "f", 14),
        ("b", "c", 10),
        ("b", "d", 15),
        ("c", "d", 11),
        ("c", "f", 2),
        ("d", "e", 6),
        ("e", "f", 9),
    ]
)


def test_distances():
    assert distances(ROADS, "a") == {"a": 0, "b": 7, "c": 9, "d": 20, "e": 20, "f": 11}


def test_neighbours_only():
    graph = build_graph([("x", "y", 3), ("x", "z", 1)])
    assert distances(graph, "x") == {"x": 0, "y": 3, "z": 1}


def test_shortest_path():
    assert shortest_path(ROADS, "a", "e") == (20, ["a", "c", "f", "e"])


def test_path_to_itself():
    assert shortest_path(ROADS, "d", "d") == (0, ["d"])


def test_directed_edges_one_way():
    graph = build_graph([(1, 2, 1), (2, 3, 1), (3, 4, 1)], directed=True)
    assert distances(graph, 1) == {1: 0, 2: 1, 3: 2, 4: 3}
    assert distances(graph, 4) == {1: math.inf, 2: math.inf, 3: math.inf, 4: 0}


def test_unreachable_node():
    graph = add_node(build_graph([(1, 2, 5)]), 9)
    assert shortest_path(graph, 1, 9) == (math.inf, [])


def test_within():
    assert within(ROADS, "a", 10) == ["a", "b", "c"]


def test_unknown_source():
    with pytest.raises(KeyError):
        distances(ROADS, "q")


def test_negative_weights_are_rejected():
    with pytest.raises(ValueError):
        build_graph([(1, 2, -1)])
