import itertools
import random

import pytest

from tree_cover import (is_vertex_cover, max_independent_set_weight, min_vertex_cover,
                        min_vertex_cover_weight)

STAR = (5, [(0, 1), (0, 2), (0, 3), (0, 4)])
PATH = (6, [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5)])


def brute_force(n, edges, weights):
    best = sum(weights)
    for r in range(n + 1):
        for subset in itertools.combinations(range(n), r):
            if is_vertex_cover(edges, subset):
                best = min(best, sum(weights[v] for v in subset))
    return best


def test_is_vertex_cover():
    assert is_vertex_cover(PATH[1], [1, 3, 4])
    assert not is_vertex_cover(PATH[1], [1, 3])
    assert is_vertex_cover([], [])


def test_empty_and_single_vertex():
    assert min_vertex_cover_weight(0, []) == 0
    assert min_vertex_cover(0, []) == []
    assert min_vertex_cover_weight(1, []) == 0
    assert min_vertex_cover(1, []) == []


def test_bad_input():
    with pytest.raises(ValueError):
        min_vertex_cover_weight(3, [(0, 1)])
    with pytest.raises(ValueError):
        min_vertex_cover_weight(2, [(0, 1)], weights=[1, -2])


def test_unweighted_star_and_path():
    assert min_vertex_cover(*STAR) == [0]
    assert min_vertex_cover_weight(*PATH) == 3


def test_weighted_star_prefers_leaves():
    weights = [10, 1, 1, 1, 1]
    assert min_vertex_cover_weight(*STAR, weights) == 4
    assert min_vertex_cover(*STAR, weights) == [1, 2, 3, 4]


def test_max_independent_set():
    assert max_independent_set_weight(*STAR) == 4
    assert max_independent_set_weight(*STAR, [10, 1, 1, 1, 1]) == 10
    assert max_independent_set_weight(*PATH) == 3


@pytest.mark.parametrize("seed", range(5))
def test_random_trees_against_brute_force(seed):
    rng = random.Random(seed)
    n = rng.randint(2, 9)
    edges = [(rng.randrange(v), v) for v in range(1, n)]
    weights = [rng.randint(0, 9) for _ in range(n)]
    cover = min_vertex_cover(n, edges, weights)
    assert is_vertex_cover(edges, cover)
    assert sum(weights[v] for v in cover) == brute_force(n, edges, weights)
    assert min_vertex_cover_weight(n, edges, weights) == brute_force(n, edges, weights)
