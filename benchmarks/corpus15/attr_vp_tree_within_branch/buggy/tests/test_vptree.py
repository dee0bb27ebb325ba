import math
import random

import pytest

from vptree import VPTree

GRID = [(x, y) for x in range(5) for y in range(5)]


def random_points(rng, n):
    return [(rng.uniform(-10, 10), rng.uniform(-10, 10)) for _ in range(n)]


def test_len_and_iteration():
    tree = VPTree(GRID)
    assert len(tree) == 25
    assert sorted(tree) == sorted(GRID)


def test_empty_tree():
    tree = VPTree([])
    assert len(tree) == 0
    assert tree.nearest((0, 0)) == []
    assert tree.within((0, 0), 5) == []


def test_nearest_on_grid():
    tree = VPTree(GRID)
    (d, point), = tree.nearest((2.2, 3.1))
    assert point == (2, 3)
    assert d == pytest.approx(math.hypot(0.2, 0.1))


def test_k_nearest_matches_brute_force():
    rng = random.Random(31)
    points = random_points(rng, 200)
    tree = VPTree(points)
    for _ in range(30):
        q = (rng.uniform(-12, 12), rng.uniform(-12, 12))
        k = rng.randint(1, 8)
        expected = sorted(math.dist(q, p) for p in points)[:k]
        assert [d for d, _ in tree.nearest(q, k)] == pytest.approx(expected)


def test_nearest_rejects_bad_k():
    with pytest.raises(ValueError):
        VPTree(GRID).nearest((0, 0), k=0)


def test_within_radius_on_grid():
    tree = VPTree(GRID)
    assert [p for _, p in tree.within((0, 0), 1.0)] == [(0, 0), (0, 1), (1, 0)]
    assert sorted(p for _, p in tree.within((2, 2), 1.5)) == [
        (1, 1), (1, 2), (1, 3), (2, 1), (2, 2), (2, 3), (3, 1), (3, 2), (3, 3)]


def test_within_matches_brute_force():
    rng = random.Random(32)
    points = random_points(rng, 150)
    tree = VPTree(points)
    for _ in range(30):
        q = (rng.uniform(-12, 12), rng.uniform(-12, 12))
        r = rng.uniform(0, 6)
        expected = sorted((math.dist(q, p), p) for p in points if math.dist(q, p) <= r)
        assert tree.within(q, r) == expected


def test_custom_metric():
    def manhattan(a, b):
        return sum(abs(x - y) for x, y in zip(a, b))

    tree = VPTree([(0, 0), (3, 4), (6, 1), (-2, 5)], distance=manhattan)
    assert tree.nearest((5, 2), k=2) == [(2, (6, 1)), (4, (3, 4))]


def test_tree_is_shallow_for_random_points():
    rng = random.Random(33)
    tree = VPTree(random_points(rng, 256))
    assert tree.depth() <= 2 * math.log2(256) + 2
