import random
from collections import deque

import pytest

from tree_distances import (average_distance, distance_sums, subtree_sizes, tree_medians,
                            wiener_index)

SAMPLE = (6, [(0, 1), (0, 2), (2, 3), (2, 4), (2, 5)])
PATH4 = (4, [(0, 1), (1, 2), (2, 3)])


def bfs_sum(n, edges, source):
    adj = [[] for _ in range(n)]
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
    dist = {source: 0}
    queue = deque([source])
    while queue:
        u = queue.popleft()
        for w in adj[u]:
            if w not in dist:
                dist[w] = dist[u] + 1
                queue.append(w)
    return sum(dist.values())


def test_rejects_non_trees():
    with pytest.raises(ValueError):
        distance_sums(3, [(0, 1)])
    with pytest.raises(ValueError):
        distance_sums(4, [(0, 1), (1, 0), (2, 3)])
    with pytest.raises(ValueError):
        subtree_sizes(0, [])


def test_subtree_sizes():
    assert subtree_sizes(*SAMPLE) == [6, 1, 4, 1, 1, 1]
    assert subtree_sizes(*SAMPLE, root=2) == [2, 1, 6, 1, 1, 1]


def test_single_vertex():
    assert distance_sums(1, []) == [0]
    assert tree_medians(1, []) == [0]
    assert average_distance(1, []) == 0.0


def test_sample_distance_sums():
    assert distance_sums(*SAMPLE) == [8, 12, 6, 10, 10, 10]


def test_path_sums_and_medians():
    assert distance_sums(*PATH4) == [6, 4, 4, 6]
    assert tree_medians(*PATH4) == [1, 2]


def test_star_median_is_hub():
    star = (5, [(3, 0), (3, 1), (3, 2), (3, 4)])
    assert tree_medians(*star) == [3]


def test_wiener_index_and_average():
    assert wiener_index(*PATH4) == 10
    assert average_distance(*PATH4) == pytest.approx(10 / 6)


@pytest.mark.parametrize("seed", range(4))
def test_random_trees_against_bfs(seed):
    rng = random.Random(seed)
    n = rng.randint(2, 30)
    labels = list(range(n))
    rng.shuffle(labels)
    edges = [(labels[rng.randrange(i)], labels[i]) for i in range(1, n)]
    assert distance_sums(n, edges) == [bfs_sum(n, edges, v) for v in range(n)]
