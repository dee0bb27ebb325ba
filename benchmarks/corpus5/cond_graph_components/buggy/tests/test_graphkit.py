import pytest

from graphkit import (
    Graph,
    NoPathError,
    bfs_order,
    condensation,
    find_cycle,
    is_acyclic,
    shortest_path,
    strongly_connected_components,
)


def test_undirected_edges_are_listed_once(roads):
    assert len(list(roads.edges())) == 9
    assert roads.weight("f", "a") == 14
    assert repr(roads) == "<Graph undirected nodes=6 edges=9>"


def test_negative_weights_are_refused():
    with pytest.raises(ValueError, match="negative weight -1"):
        Graph().add_edge("x", "y", -1)


def test_bfs_order(roads):
    assert bfs_order(roads, "a") == ["a", "b", "c", "f", "d", "e"]


def test_dijkstra(roads):
    assert shortest_path(roads, "a", "e") == (20, ["a", "c", "f", "e"])
    assert shortest_path(roads, "d", "d") == (0, ["d"])


def test_no_path():
    graph = Graph.from_edges([("a", "b")])
    with pytest.raises(NoPathError, match="no path from 'b' to 'a'"):
        shortest_path(graph, "b", "a")


def test_components_of_a_tangle(tangled):
    assert strongly_connected_components(tangled) == [[6], [4, 5], [1, 2, 3]]


def test_component_reached_through_a_finished_one():
    graph = Graph.from_edges([("a", "b"), ("b", "a"), ("c", "a"), ("c", "d"), ("d", "c")])
    assert sorted(map(sorted, strongly_connected_components(graph))) == [["a", "b"], ["c", "d"]]


def test_dag_components_are_singletons_in_reverse_topological_order():
    graph = Graph.from_edges([(1, 2), (3, 1), (3, 4)])
    assert strongly_connected_components(graph) == [[2], [1], [4], [3]]


def test_condensation_is_a_dag(tangled):
    dag = condensation(tangled)
    assert len(dag) == 3
    assert is_acyclic(dag)
    assert (frozenset({1, 2, 3}), frozenset({4, 5}), 1.0) in set(dag.edges())


def test_find_cycle(tangled):
    cycle = find_cycle(tangled)
    assert cycle == [1, 2, 3, 1]
    assert find_cycle(Graph.from_edges([(1, 2), (2, 3), (1, 3)])) is None


def test_deep_chain_does_not_overflow():
    graph = Graph.from_edges([(n, n + 1) for n in range(3000)])
    assert len(strongly_connected_components(graph)) == 3001
