import math

import pytest

from bellman_ford import NegativeCycleError, has_negative_cycle, shortest_distances, shortest_path

GRAPH = [(0, 1, 4), (0, 2, 5), (1, 2, -3), (2, 3, 4), (3, 1, 2), (1, 4, 10), (3, 4, 1)]


def test_distances_with_a_negative_edge():
    assert shortest_distances(5, GRAPH, 0) == [0, 4, 1, 5, 6]


def test_unreachable_vertices_are_infinite():
    assert shortest_distances(4, [(0, 1, 2), (2, 3, 1)], 0) == [0, 2, math.inf, math.inf]


def test_single_vertex():
    assert shortest_distances(1, [], 0) == [0]


def test_vertices_without_edges():
    assert shortest_distances(3, [], 1) == [math.inf, 0, math.inf]


def test_shortest_path():
    assert shortest_path(5, GRAPH, 0, 4) == [0, 1, 2, 3, 4]


def test_no_path():
    assert shortest_path(3, [(1, 2, 1)], 0, 2) is None


def test_negative_cycle_is_reported():
    edges = [(0, 1, 1), (1, 2, -2), (2, 1, 1)]
    with pytest.raises(NegativeCycleError):
        shortest_distances(3, edges, 0)


def test_source_out_of_range():
    with pytest.raises(ValueError):
        shortest_distances(2, [], 5)


@pytest.mark.parametrize(
    "edges, expected",
    [
        ([(0, 1, 1), (1, 0, -1)], False),
        ([(0, 1, 1), (1, 0, -2)], True),
        ([(1, 2, -1), (2, 1, -1)], True),
    ],
)
def test_has_negative_cycle(edges, expected):
    assert has_negative_cycle(3, edges) is expected
