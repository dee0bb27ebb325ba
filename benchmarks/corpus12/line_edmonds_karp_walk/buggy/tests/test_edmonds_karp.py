import pytest

from edmonds_karp import FlowNetwork, max_bipartite_matching


def classic_network():
    net = FlowNetwork(6)
    for u, v, c in [(0, 1, 16), (0, 2, 13), (1, 2, 10), (2, 1, 4), (1, 3, 12), (3, 2, 9),
                    (2, 4, 14), (4, 3, 7), (3, 5, 20), (4, 5, 4)]:
        net.add_edge(u, v, c)
    return net


def test_add_edge_validation():
    net = FlowNetwork(3)
    with pytest.raises(ValueError):
        net.add_edge(0, 3, 1)
    with pytest.raises(ValueError):
        net.add_edge(0, 1, -2)


def test_parallel_edges_accumulate_capacity():
    net = FlowNetwork(2)
    net.add_edge(0, 1, 2)
    net.add_edge(0, 1, 3)
    assert net.residual(0, 1) == 5


def test_no_path_gives_zero_flow():
    net = FlowNetwork(4)
    net.add_edge(0, 1, 5)
    net.add_edge(2, 3, 5)
    assert net.max_flow(0, 3) == 0


def test_source_equals_sink():
    with pytest.raises(ValueError):
        FlowNetwork(2).max_flow(1, 1)


def test_classic_max_flow():
    assert classic_network().max_flow(0, 5) == 23


def test_min_cut_of_classic_network():
    value, cut = classic_network().min_cut(0, 5)
    assert value == 23
    assert cut == [(1, 3), (4, 3), (4, 5)]


def test_bipartite_matching():
    pairs = [("ann", "x"), ("ann", "y"), ("bob", "x"), ("cy", "y"), ("cy", "z")]
    assert max_bipartite_matching(["ann", "bob", "cy"], ["x", "y", "z"], pairs) == 3


def test_matching_without_pairs_is_empty():
    assert max_bipartite_matching(["a", "b"], ["c"], []) == 0
