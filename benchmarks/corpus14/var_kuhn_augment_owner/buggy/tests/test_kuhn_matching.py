import itertools

import pytest

from kuhn_matching import BipartiteGraph, assign


def brute_force_size(left, edges):
    best = 0
    for r in range(1, len(left) + 1):
        for chosen in itertools.combinations(edges, r):
            us = [u for u, _ in chosen]
            vs = [v for _, v in chosen]
            if len(set(us)) == r and len(set(vs)) == r:
                best = r
    return best


def is_matching(pairs, edges):
    us = [u for u, _ in pairs]
    vs = [v for _, v in pairs]
    return len(set(us)) == len(us) and len(set(vs)) == len(vs) and set(pairs) <= set(edges)


def test_rejects_edges_outside_the_sides():
    with pytest.raises(KeyError):
        BipartiteGraph([1], ["a"], [(1, "b")])


def test_empty_graph():
    g = BipartiteGraph([], [])
    assert g.maximum_matching() == []
    assert g.is_perfect()


def test_greedy_is_enough():
    g = BipartiteGraph([1, 2, 3], "abc", [(1, "a"), (2, "b"), (3, "c"), (1, "b")])
    assert g.maximum_matching() == [(1, "a"), (2, "b"), (3, "c")]
    assert g.is_perfect()


def test_needs_augmenting_path():
    edges = [(1, "a"), (1, "b"), (2, "a")]
    g = BipartiteGraph([1, 2], "ab", edges)
    assert g.maximum_matching() == [(1, "b"), (2, "a")]


def test_long_augmenting_chain():
    n = 6
    left, right = range(n), [f"r{i}" for i in range(n)]
    edges = [(i, f"r{i}") for i in range(n)] + [(i + 1, f"r{i}") for i in range(n - 1)]
    g = BipartiteGraph(left, right, edges)
    pairs = g.maximum_matching()
    assert len(pairs) == n
    assert is_matching(pairs, edges)


@pytest.mark.parametrize("seed", range(4))
def test_random_graphs_match_brute_force(seed):
    import random

    rng = random.Random(seed)
    left, right = range(5), range(10, 15)
    edges = sorted({(rng.choice(left), rng.choice(right)) for _ in range(9)})
    g = BipartiteGraph(left, right, edges)
    pairs = g.maximum_matching()
    assert is_matching(pairs, edges)
    assert len(pairs) == brute_force_size(list(left), edges)


def test_konig_cover_size_equals_matching():
    edges = [(1, "a"), (1, "b"), (2, "a"), (3, "a"), (3, "c"), (4, "c")]
    g = BipartiteGraph([1, 2, 3, 4], "abc", edges)
    cover_left, cover_right = g.minimum_vertex_cover()
    assert len(cover_left) + len(cover_right) == g.matching_size() == 3
    cover = set(cover_left) | set(cover_right)
    assert all(u in cover or v in cover for u, v in edges)


def test_assign_jobs():
    prefs = {"ann": ["cook"], "bob": ["cook", "driver"], "cy": ["driver", "clerk"]}
    assert assign(prefs) == {"ann": "cook", "bob": "driver", "cy": "clerk"}


def test_assign_when_not_everyone_fits():
    prefs = {"ann": ["cook"], "bob": ["cook"], "cy": []}
    result = assign(prefs)
    assert len(result) == 1 and list(result.values()) == ["cook"]
