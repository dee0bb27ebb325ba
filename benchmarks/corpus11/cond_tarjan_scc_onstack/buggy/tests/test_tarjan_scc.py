import pytest

from tarjan_scc import (
    component_map,
    condensation,
    is_strongly_connected,
    largest_component,
    strongly_connected_components,
)


def normalized(components):
    return sorted(sorted(c) for c in components)


def test_single_cycle():
    graph = {1: [2], 2: [3], 3: [1]}
    assert strongly_connected_components(graph) == [[1, 2, 3]]
    assert is_strongly_connected(graph)


def test_chain_has_singletons_in_reverse_order():
    graph = {"a": ["b"], "b": ["c"]}
    assert strongly_connected_components(graph) == [["c"], ["b"], ["a"]]
    assert not is_strongly_connected(graph)


def test_cross_edge_to_finished_component():
    graph = {0: [1, 2], 1: [], 2: [1]}
    assert normalized(strongly_connected_components(graph)) == [[0], [1], [2]]


def test_two_cycles_joined_by_edge():
    graph = {1: [2], 2: [1, 3], 3: [4], 4: [3]}
    assert normalized(strongly_connected_components(graph)) == [[1, 2], [3, 4]]


def test_classic_example():
    graph = {
        "a": ["b"], "b": ["c", "e", "f"], "c": ["d", "g"], "d": ["c", "h"],
        "e": ["a", "f"], "f": ["g"], "g": ["f"], "h": ["d", "g"],
    }
    assert normalized(strongly_connected_components(graph)) == [
        ["a", "b", "e"], ["c", "d", "h"], ["f", "g"]]


def test_component_map_groups_vertices():
    comp = component_map({1: [2], 2: [1], 3: [1]})
    assert comp[1] == comp[2] != comp[3]


def test_condensation_of_chain_of_cycles():
    graph = {1: [2], 2: [1, 3], 3: [4], 4: [3]}
    comp = component_map(graph)
    assert condensation(graph) == [(comp[1], comp[3])]


@pytest.mark.parametrize("graph, expected", [
    ({}, []),
    ({1: []}, [1]),
    ({1: [2], 2: [3], 3: [2], 4: [1]}, [2, 3]),
])
def test_largest_component(graph, expected):
    assert largest_component(graph) == expected
