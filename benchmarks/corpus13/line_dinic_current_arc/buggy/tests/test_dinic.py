import pytest

from dinic import FlowNetwork, max_matching

CLRS = [(0, 1, 16), (0, 2, 13), (1, 3, 12), (2, 1, 4), (2, 4, 14),
        (3, 2, 9), (3, 5, 20), (4, 3, 7), (4, 5, 4)]


def network(n, edges):
    net = FlowNetwork(n)
    for u, v, c in edges:
        net.add_edge(u, v, c)
    return net


def test_textbook_network():
    net = network(6, CLRS)
    assert net.max_flow(0, 5) == 23
    assert net.min_cut(0) == [0, 1, 2, 4]
    assert net.flow_on(3, 5) + net.flow_on(4, 5) == 23


def test_parallel_edges_add_up():
    net = network(3, [(0, 1, 2), (0, 1, 3), (1, 2, 10)])
    assert net.max_flow(0, 2) == 5
    assert net.flow_on(0, 1) == 5


def test_flow_needs_a_back_edge():
    net = network(4, [(0, 1, 1), (0, 2, 1), (1, 2, 1), (1, 3, 1), (2, 3, 1)])
    assert net.max_flow(0, 3) == 2


def test_bipartite_matching():
    pairs = [(0, 0), (0, 1), (1, 0), (2, 1), (2, 2), (3, 2)]
    assert max_matching(4, 3, pairs) == 3


def test_unreachable_sink_gives_zero():
    net = network(4, [(0, 1, 5), (2, 3, 5)])
    assert net.max_flow(0, 3) == 0
    assert net.min_cut(0) == [0, 1]


def test_matching_without_pairs():
    assert max_matching(3, 2, []) == 0


def test_bad_arguments():
    with pytest.raises(ValueError):
        FlowNetwork(0)
    net = FlowNetwork(3)
    with pytest.raises(IndexError):
        net.add_edge(0, 3, 1)
    with pytest.raises(ValueError):
        net.add_edge(0, 1, -2)
    with pytest.raises(ValueError):
        net.max_flow(1, 1)


def test_self_loops_are_ignored():
    net = network(2, [(0, 0, 9)])
    assert net.graph[0] == []
    assert net.max_flow(0, 1) == 0
