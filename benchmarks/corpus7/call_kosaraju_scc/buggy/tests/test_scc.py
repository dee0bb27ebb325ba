from scc import components, condensation, is_strongly_connected, transpose

GRAPH = {
    "a": ["b"],
    "b": ["c", "e", "f"],
    "c": ["d", "g"],
    "d": ["c", "h"],
    "e": ["a", "f"],
    "f": ["g"],
    "g": ["f"],
    "h": ["d", "g"],
}


def test_components():
    assert components(GRAPH) == [["a", "b", "e"], ["c", "d", "h"], ["f", "g"]]


def test_chain_of_single_nodes():
    assert components({1: [2], 2: [3], 3: []}) == [[1], [2], [3]]


def test_one_cycle():
    assert components({1: [2], 2: [3], 3: [1]}) == [[1, 2, 3]]


def test_two_cycles_joined_one_way():
    graph = {0: [1], 1: [0, 2], 2: [3], 3: [2]}
    assert components(graph) == [[0, 1], [2, 3]]


def test_nodes_only_named_as_targets():
    assert components({"x": ["y"]}) == [["x"], ["y"]]


def test_empty_graph():
    assert components({}) == []


def test_transpose():
    assert transpose({1: [2, 3], 2: [3]}) == {1: [], 2: [1], 3: [1, 2]}


def test_is_strongly_connected():
    assert is_strongly_connected({1: [2], 2: [3], 3: [1]}) is True
    assert is_strongly_connected({1: [2], 2: []}) is False


def test_condensation():
    comps, edges = condensation(GRAPH)
    assert edges == [(0, 1), (0, 2), (1, 2)]
