import itertools
import math

import pytest

from held_karp import distance_matrix, shortest_hamiltonian_path, shortest_tour, tour_cost


def brute_force(dist):
    n = len(dist)
    best = math.inf
    for perm in itertools.permutations(range(1, n)):
        tour = [0, *perm]
        try:
            best = min(best, tour_cost(dist, tour))
        except ValueError:
            pass
    return best


SQUARE = [
    [0, 1, 2, 1],
    [1, 0, 1, 2],
    [2, 1, 0, 1],
    [1, 2, 1, 0],
]


def test_distance_matrix_symmetric_and_missing():
    m = distance_matrix(3, [(0, 1, 4), (1, 2, 5)])
    assert m == [[0, 4, None], [4, 0, 5], [None, 5, 0]]


def test_distance_matrix_rejects_bad_edge():
    with pytest.raises(ValueError):
        distance_matrix(2, [(0, 2, 1)])


def test_trivial_sizes():
    assert shortest_tour([]) == (0, [])
    assert shortest_tour([[0]]) == (0, [0])


def test_two_cities():
    assert shortest_tour([[0, 3], [3, 0]]) == (6, [0, 1])


def test_square_tour():
    cost, tour = shortest_tour(SQUARE)
    assert cost == 4
    assert sorted(tour) == [0, 1, 2, 3]
    assert tour_cost(SQUARE, tour) == 4


def test_asymmetric_tour():
    dist = [
        [0, 1, 15, 6],
        [2, 0, 7, 3],
        [9, 6, 0, 12],
        [10, 4, 8, 0],
    ]
    cost, tour = shortest_tour(dist)
    assert cost == 21
    assert tour == [0, 1, 3, 2]


def test_no_hamiltonian_cycle():
    m = distance_matrix(4, [(0, 1, 1), (1, 2, 1), (2, 3, 1)])
    assert shortest_tour(m) == (math.inf, [])


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_matches_brute_force(seed):
    import random

    rng = random.Random(seed)
    n = 6
    dist = [[0 if i == j else rng.randint(1, 30) for j in range(n)] for i in range(n)]
    cost, tour = shortest_tour(dist)
    assert cost == brute_force(dist)
    assert tour_cost(dist, tour) == cost


def test_hamiltonian_path():
    m = distance_matrix(4, [(0, 1, 2), (1, 2, 2), (2, 3, 2), (0, 3, 10), (0, 2, 9)])
    assert shortest_hamiltonian_path(m) == (6, [0, 1, 2, 3])


def test_tour_cost_missing_edge():
    m = distance_matrix(3, [(0, 1, 1), (1, 2, 1)])
    with pytest.raises(ValueError):
        tour_cost(m, [0, 1, 2])
