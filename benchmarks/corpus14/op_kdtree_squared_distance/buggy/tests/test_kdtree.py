import random

import pytest

from kdtree import KDTree

CITIES = [(2, 3), (5, 4), (9, 6), (4, 7), (8, 1), (7, 2)]


def test_empty_tree():
    tree = KDTree([])
    assert len(tree) == 0
    assert tree.nearest((1, 1)) == []
    assert tree.in_box((0, 0), (9, 9)) == []


def test_membership():
    tree = KDTree(CITIES)
    assert len(tree) == 6
    assert all(p in tree for p in CITIES)
    assert (5, 5) not in tree and [7, 2] in tree


def test_mixed_dimensions_rejected():
    with pytest.raises(ValueError):
        KDTree([(1, 2), (1, 2, 3)])


def test_nearest_single():
    tree = KDTree(CITIES)
    assert tree.nearest((9, 2)) == [(8, 1)]
    assert tree.nearest((3, 5)) == [(2, 3)]


def test_nearest_k():
    tree = KDTree(CITIES)
    assert tree.nearest((6, 3), k=3) == [(5, 4), (7, 2), (8, 1)]


def test_nearest_matches_brute_force_3d():
    rng = random.Random(5)
    points = [tuple(rng.randint(0, 50) for _ in range(3)) for _ in range(80)]
    tree = KDTree(points)
    for _ in range(20):
        target = tuple(rng.randint(0, 50) for _ in range(3))
        expected = min(points, key=lambda p: (sum((a - b) ** 2 for a, b in zip(p, target)), p))
        assert tree.nearest(target) == [expected]


def test_in_box():
    tree = KDTree(CITIES)
    assert tree.in_box((4, 1), (8, 4)) == [(5, 4), (7, 2), (8, 1)]
    assert tree.in_box((0, 0), (1, 1)) == []


def test_in_box_with_repeated_coordinates():
    points = [(1, 1), (1, 2), (1, 3), (2, 1), (2, 2)]
    tree = KDTree(points)
    assert tree.in_box((1, 2), (2, 3)) == [(1, 2), (1, 3), (2, 2)]
    assert all(p in tree for p in points)


def test_within_radius():
    tree = KDTree(CITIES)
    assert tree.within((6, 3), 2) == [(5, 4), (7, 2)]
    assert tree.within((0, 0), 1) == []
