import math

import pytest

from closest_pair import brute_force_distance, closest_distance, closest_pair


def test_two_points():
    assert closest_pair([(0, 0), (3, 4)]) == (5.0, ((0, 0), (3, 4)))


def test_small_set():
    points = [(2, 3), (12, 30), (40, 50), (5, 1), (12, 10), (3, 4)]
    assert closest_pair(points) == (math.sqrt(2), ((2, 3), (3, 4)))


def test_duplicate_points_are_at_distance_zero():
    assert closest_distance([(1, 1), (5, 5), (9, 2), (5, 5), (0, 7)]) == 0


def test_points_on_a_line():
    assert closest_distance([(x * x, 0) for x in range(10)]) == 1


def test_pair_across_the_middle():
    points = [(0, 0), (1, 10), (2, 20), (10, 5), (11, 5.5), (19, 0), (20, 10), (21, 20)]
    assert closest_pair(points) == (math.hypot(1, 0.5), ((10, 5), (11, 5.5)))


def test_grid_with_one_close_pair():
    points = [(x * 10, y * 10) for x in range(5) for y in range(5)] + [(23, 27)]
    assert closest_pair(points) == (math.hypot(3, 3), ((20, 30), (23, 27)))


def test_matches_brute_force_on_a_spread():
    points = [((i * 7919) % 211, (i * 104729) % 197) for i in range(60)]
    assert closest_distance(points) == brute_force_distance(points)


def test_matches_brute_force_on_a_cluster():
    points = [((i * 37) % 101 + (i % 3) * 0.25, (i * 53) % 89 - (i % 5) * 0.125) for i in range(80)]
    assert closest_distance(points) == brute_force_distance(points)


def test_needs_two_points():
    with pytest.raises(ValueError):
        closest_pair([(1, 2)])


def test_close_pair_inside_the_left_half():
    points = [(29, 29), (10, 24), (26, 11), (13, 14), (11, 11), (10, 12), (30, 15), (16, 0)]
    assert closest_pair(points) == (math.sqrt(2), ((10, 12), (11, 11)))


def test_matches_brute_force_on_many_small_sets():
    for seed in range(200):
        points = [((seed * 13 + i * 7) % 31, (seed * 5 + i * i * 3) % 29) for i in range(4 + seed % 12)]
        assert closest_distance(points) == brute_force_distance(points), points
