import pytest

from reachability import (adjacency, closure, has_cycle, mutual_groups, reachable_from,
                          reachable_pairs, reaching, reduction)

DAG = [(0, 1), (1, 2), (0, 2), (2, 3), (4, 3)]
CYCLIC = [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 3), (5, 5)]


def test_adjacency_checks_vertices():
    assert adjacency(3, [(0, 2), (0, 1)]) == [[2, 1], [], []]
    with pytest.raises(ValueError):
        adjacency(3, [(0, 3)])


def test_closure_matrix_of_a_path():
    assert closure(3, [(0, 1), (1, 2)]) == [
        [True, True, True],
        [False, True, True],
        [False, False, True],
    ]


@pytest.mark.parametrize("u, expected", [(0, [0, 1, 2, 3]), (3, [3]), (4, [3, 4])])
def test_reachable_from(u, expected):
    assert reachable_from(closure(5, DAG), u) == expected


def test_reaching():
    assert reaching(closure(5, DAG), 2) == [0, 1, 2]


def test_mutual_groups():
    assert mutual_groups(closure(6, CYCLIC)) == [[0, 1, 2], [3, 4], [5]]
    assert mutual_groups(closure(3, [])) == [[0], [1], [2]]


def test_has_cycle():
    assert not has_cycle(5, DAG)
    assert has_cycle(6, CYCLIC)
    assert has_cycle(2, [(1, 1)])


def test_reachable_pairs():
    assert reachable_pairs(closure(5, DAG)) == 7
    assert reachable_pairs(closure(6, CYCLIC)) == 14


def test_reduction_drops_implied_edges():
    assert reduction(5, DAG) == [(0, 1), (1, 2), (2, 3), (4, 3)]
    assert reduction(4, [(0, 1), (1, 2), (2, 3), (0, 3), (0, 2)]) == [(0, 1), (1, 2), (2, 3)]
