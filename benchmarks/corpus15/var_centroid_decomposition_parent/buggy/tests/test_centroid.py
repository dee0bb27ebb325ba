import random

import pytest

from centroid import (build_adjacency, centroid_ancestors, centroid_height, decompose,
                      find_centroids, separating_centroid)

PATH7 = [(i, i + 1) for i in range(6)]
STAR = [(0, i) for i in range(1, 6)]


def random_tree(rng, n):
    return [(rng.randrange(v), v) for v in range(1, n)]


def test_build_adjacency_rejects_non_trees():
    with pytest.raises(ValueError):
        build_adjacency(3, [(0, 1)])
    with pytest.raises(ValueError):
        build_adjacency(4, [(0, 1), (1, 2), (2, 0)])
    with pytest.raises(ValueError):
        build_adjacency(2, [(0, 2)])


def test_find_centroids():
    assert find_centroids(7, PATH7) == [3]
    assert find_centroids(4, [(0, 1), (1, 2), (2, 3)]) == [1, 2]
    assert find_centroids(6, STAR) == [0]
    assert find_centroids(1, []) == [0]


def test_levels_of_a_path():
    _, level = decompose(7, PATH7)
    assert level == [2, 1, 2, 0, 2, 1, 2]


def test_parents_of_a_path():
    up, _ = decompose(7, PATH7)
    assert up == [1, 3, 1, -1, 5, 3, 5]


def test_star_decomposes_in_two_levels():
    up, level = decompose(6, STAR)
    assert up == [-1, 0, 0, 0, 0, 0]
    assert centroid_height(6, STAR) == 2


def test_height_is_logarithmic():
    rng = random.Random(9)
    for n in (15, 40, 100):
        assert centroid_height(n, [(i, i + 1) for i in range(n - 1)]) == n.bit_length()
        assert centroid_height(n, random_tree(rng, n)) <= n.bit_length()


def test_centroid_ancestors():
    assert centroid_ancestors(7, PATH7, 0) == [0, 1, 3]
    assert centroid_ancestors(7, PATH7, 3) == [3]


def test_separating_centroid():
    assert separating_centroid(7, PATH7, 0, 2) == 1
    assert separating_centroid(7, PATH7, 0, 6) == 3
    assert separating_centroid(7, PATH7, 4, 4) == 4


def test_each_centroid_splits_its_component_in_halves():
    rng = random.Random(21)
    for _ in range(20):
        n = rng.randint(1, 40)
        edges = random_tree(rng, n)
        adj = build_adjacency(n, edges)
        up, level = decompose(n, edges)
        below = {c: set() for c in range(n)}
        for v in range(n):
            x = v
            while x != -1:
                below[x].add(v)
                x = up[x]
        for c in range(n):
            # the vertices under c in the centroid tree form c's component at its level
            seen, stack = {c}, [c]
            while stack:
                x = stack.pop()
                for y in adj[x]:
                    if y not in seen and level[y] > level[c]:
                        seen.add(y)
                        stack.append(y)
            assert below[c] == seen
            for child in (v for v in range(n) if up[v] == c):
                assert 2 * len(below[child]) <= len(below[c])
