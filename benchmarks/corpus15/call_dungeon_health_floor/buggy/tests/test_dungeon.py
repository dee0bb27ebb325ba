import random

import pytest

from dungeon import (all_paths, best_path, brute_force_health, health_along, min_initial_health,
                     survives)

CLASSIC = [[-2, -3, 3], [-5, -10, 1], [10, 30, -5]]


def test_classic_dungeon():
    assert min_initial_health(CLASSIC) == 7


def test_single_rooms():
    assert min_initial_health([[-4]]) == 5
    assert min_initial_health([[0]]) == 1
    assert min_initial_health([[25]]) == 1


def test_all_damage_rooms():
    grid = [[-1, -2, -3], [-4, -5, -6]]
    assert min_initial_health(grid) == 1 + 1 + 2 + 3 + 6


def test_a_potion_cannot_pay_for_earlier_damage():
    assert min_initial_health([[-5, 100, -1]]) == 6
    assert min_initial_health([[0, 0], [-3, 50]]) == 1


def test_bad_grids_are_rejected():
    with pytest.raises(ValueError):
        min_initial_health([])
    with pytest.raises(ValueError):
        min_initial_health([[1, 2], [3]])


def test_paths_through_small_grids():
    assert len(all_paths(3, 3)) == 6
    assert all_paths(1, 3) == [[(0, 0), (0, 1), (0, 2)]]
    assert health_along(CLASSIC, [(0, 0), (0, 1), (0, 2)], 7) == [5, 2, 5]


def test_best_path_survives():
    path = best_path(CLASSIC)
    assert path == [(0, 0), (0, 1), (0, 2), (1, 2), (2, 2)]
    assert survives(CLASSIC, path, 7) and not survives(CLASSIC, path, 6)


def test_matches_brute_force_on_random_grids():
    rng = random.Random(12)
    for _ in range(40):
        rows, cols = rng.randint(1, 4), rng.randint(1, 4)
        grid = [[rng.randint(-12, 12) for _ in range(cols)] for _ in range(rows)]
        assert min_initial_health(grid) == brute_force_health(grid)
