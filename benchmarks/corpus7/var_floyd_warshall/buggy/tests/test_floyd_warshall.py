import math

import pytest

from floyd_warshall import AllPairs, NegativeCycleError

EDGES = [(0, 1, 3), (0, 2, 8), (1, 3, 1), (3, 2, 2), (2, 4, 1), (4, 0, 6), (3, 4, 7)]


def test_distances():
    pairs = AllPairs(5, EDGES)
    assert pairs.dist[0] == [0, 3, 6, 4, 7]
    assert pairs.distance(4, 3) == 10


def test_unreachable_is_infinite():
    pairs = AllPairs(3, [(0, 1, 2)])
    assert pairs.distance(1, 0) == math.inf
    assert pairs.path(1, 0) == []


def test_path_through_several_vertices():
    assert AllPairs(5, EDGES).path(0, 4) == [0, 1, 3, 2, 4]


def test_path_back_around():
    assert AllPairs(5, EDGES).path(4, 2) == [4, 0, 1, 3, 2]


def test_direct_edge_path():
    assert AllPairs(5, EDGES).path(1, 3) == [1, 3]


def test_path_to_itself():
    assert AllPairs(5, EDGES).path(2, 2) == [2]


def test_parallel_edges_keep_the_lightest():
    pairs = AllPairs(2, [(0, 1, 5), (0, 1, 2), (0, 1, 9)])
    assert pairs.distance(0, 1) == 2


def test_negative_edge_without_cycle():
    pairs = AllPairs(3, [(0, 1, 4), (1, 2, -3), (0, 2, 2)])
    assert pairs.distance(0, 2) == 1


def test_negative_cycle():
    with pytest.raises(NegativeCycleError):
        AllPairs(3, [(0, 1, 1), (1, 2, -1), (2, 0, -1)])


def test_center():
    line = [(0, 1, 1), (1, 0, 1), (1, 2, 1), (2, 1, 1), (2, 3, 1), (3, 2, 1)]
    assert AllPairs(4, line).center() == 1
