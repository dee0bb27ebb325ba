import random

import pytest

from heavy_light import HeavyLight

#         0
#       / | \
#      1  2  3
#     / \     \
#    4   5     6
#    |
#    7
EDGES = [(0, 1), (0, 2), (0, 3), (1, 4), (1, 5), (3, 6), (4, 7)]
VALUES = [5, 3, 8, 1, 4, 2, 7, 6]


def random_tree(rng, n):
    return [(rng.randrange(v), v) for v in range(1, n)]


def naive_path(n, edges, u, v):
    adj = {x: [] for x in range(n)}
    for a, b in edges:
        adj[a].append(b)
        adj[b].append(a)
    prev, stack = {u: None}, [u]
    while stack:
        x = stack.pop()
        for y in adj[x]:
            if y not in prev:
                prev[y] = x
                stack.append(y)
    path = [v]
    while path[-1] != u:
        path.append(prev[path[-1]])
    return path


def test_rejects_non_trees():
    with pytest.raises(ValueError):
        HeavyLight(3, [(0, 1)])
    with pytest.raises(ValueError):
        HeavyLight(4, [(0, 1), (1, 0), (2, 3)])


def test_lca_and_distance():
    hl = HeavyLight(8, EDGES, VALUES)
    assert hl.lca(7, 5) == 1
    assert hl.lca(7, 6) == 0
    assert hl.lca(4, 7) == 4
    assert hl.distance(7, 6) == 5
    assert hl.distance(2, 2) == 0


def test_chains_cover_every_vertex_once():
    hl = HeavyLight(8, EDGES, VALUES)
    chains = hl.chains()
    assert chains[0] == [0, 1, 4, 7]
    assert sorted(v for chain in chains for v in chain) == list(range(8))


def test_path_sum():
    hl = HeavyLight(8, EDGES, VALUES)
    assert hl.path_sum(7, 6) == 6 + 4 + 3 + 5 + 1 + 7
    assert hl.path_sum(5, 4) == 2 + 3 + 4
    assert hl.path_sum(2, 2) == 8


def test_subtree_sum():
    hl = HeavyLight(8, EDGES, VALUES)
    assert hl.subtree_sum(0) == sum(VALUES)
    assert hl.subtree_sum(1) == 3 + 4 + 2 + 6
    assert hl.subtree_sum(6) == 7


def test_set_value_updates_queries():
    hl = HeavyLight(8, EDGES, VALUES)
    hl.set_value(1, 10)
    assert hl.path_sum(7, 5) == 6 + 4 + 10 + 2
    assert hl.subtree_sum(0) == sum(VALUES) + 7


def test_single_vertex():
    hl = HeavyLight(1, [], [9])
    assert hl.lca(0, 0) == 0
    assert hl.chains() == [[0]]


def test_random_trees_against_naive_paths():
    rng = random.Random(5)
    for _ in range(25):
        n = rng.randint(1, 30)
        edges = random_tree(rng, n)
        values = [rng.randint(-5, 20) for _ in range(n)]
        hl = HeavyLight(n, edges, values)
        for _ in range(10):
            u, v = rng.randrange(n), rng.randrange(n)
            path = naive_path(n, edges, u, v)
            assert hl.distance(u, v) == len(path) - 1
            assert hl.path_sum(u, v) == sum(values[x] for x in path)
