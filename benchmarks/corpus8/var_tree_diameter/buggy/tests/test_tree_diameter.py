import pytest
from tree_diameter import diameter, height, radius

# 0 hangs above 1; below 1 hang two long arms 2-3-4 and 5-6-7, so the longest path
# (4-3-2-1-5-6-7, six edges) does not pass through the root 0.
LOPSIDED = [(0, 1), (1, 2), (2, 3), (3, 4), (1, 5), (5, 6), (6, 7)]


def path(n):
    return [(i, i + 1) for i in range(n - 1)]


def brute_force_diameter(edges):
    neighbours = {}
    for u, v in edges:
        neighbours.setdefault(u, []).append(v)
        neighbours.setdefault(v, []).append(u)

    def farthest(node, parent):
        return max((1 + farthest(nxt, node) for nxt in neighbours[node] if nxt != parent), default=0)

    return max((farthest(node, None) for node in neighbours), default=0)


def test_no_edges():
    assert diameter([]) == 0
    assert radius([]) == 0


def test_single_edge():
    assert diameter([("a", "b")]) == 1


def test_path_from_an_end_and_from_the_middle():
    assert diameter(path(6)) == 5
    assert diameter(path(6), root=3) == 5


def test_star():
    star = [(0, leaf) for leaf in range(1, 6)]
    assert diameter(star) == 2
    assert diameter(star, root=4) == 2


def test_longest_path_below_the_root():
    assert diameter(LOPSIDED) == 6


@pytest.mark.parametrize("root", range(8))
def test_any_root_gives_the_same_diameter(root):
    assert diameter(LOPSIDED, root=root) == 6


def test_height_depends_on_root():
    assert height(LOPSIDED, 0) == 4
    assert height(LOPSIDED, 1) == 3
    assert height(path(5), 0) == 4


def test_radius():
    assert radius(path(7)) == 3
    assert radius(path(6)) == 3
    assert radius(LOPSIDED) == 3


def test_random_shaped_trees_match_brute_force():
    for size in range(2, 30):
        edges = [((i * 5 + size) % i, i) for i in range(1, size)]
        assert diameter(edges) == brute_force_diameter(edges), edges
