import itertools
import random

import pytest

from cliques import (build_adjacency, clique_number, clique_size_histogram, cliques_containing,
                     is_clique, maximal_cliques, maximum_clique, maximum_independent_set)

# Two triangles 0-1-2 and 2-3-4 sharing vertex 2, plus a pendant edge 4-5.
BOWTIE = [(0, 1), (1, 2), (0, 2), (2, 3), (3, 4), (2, 4), (4, 5)]


def brute_force_maximal(n, edges):
    adj = build_adjacency(n, edges)
    cliques = [c for r in range(1, n + 1) for c in itertools.combinations(range(n), r)
               if is_clique(adj, c)]
    return sorted(c for c in cliques
                  if not any(set(c) < set(d) for d in cliques))


def test_build_adjacency():
    adj = build_adjacency(3, [(0, 1), (1, 1), (1, 0), (2, 1)])
    assert adj == [{1}, {0, 2}, {1}]
    with pytest.raises(ValueError):
        build_adjacency(2, [(0, 5)])


def test_is_clique():
    adj = build_adjacency(6, BOWTIE)
    assert is_clique(adj, [2, 3, 4])
    assert not is_clique(adj, [1, 2, 3])
    assert is_clique(adj, [])


def test_complete_graph_is_one_clique():
    k5 = list(itertools.combinations(range(5), 2))
    assert maximal_cliques(5, k5) == [(0, 1, 2, 3, 4)]


def test_bowtie_cliques():
    assert maximal_cliques(6, BOWTIE) == [(0, 1, 2), (2, 3, 4), (4, 5)]


def test_isolated_vertices_are_cliques():
    assert maximal_cliques(4, [(1, 2)]) == [(0,), (1, 2), (3,)]
    assert maximal_cliques(0, []) == []


def test_cycle_of_five():
    cycle = [(i, (i + 1) % 5) for i in range(5)]
    assert maximal_cliques(5, cycle) == [(0, 1), (0, 4), (1, 2), (2, 3), (3, 4)]
    assert clique_size_histogram(5, cycle) == {2: 5}


def test_maximum_clique_and_number():
    edges = BOWTIE + [(5, 6), (6, 7), (5, 7), (4, 6), (4, 7)]
    assert maximum_clique(8, edges) == (4, 5, 6, 7)
    assert clique_number(8, edges) == 4
    assert maximum_clique(0, []) == ()


def test_maximum_independent_set():
    cycle = [(i, (i + 1) % 6) for i in range(6)]
    assert maximum_independent_set(6, cycle) == (0, 2, 4)


def test_cliques_containing():
    assert cliques_containing(6, BOWTIE, 4) == [(2, 3, 4), (4, 5)]


def test_random_graphs_against_brute_force():
    rng = random.Random(17)
    for _ in range(40):
        n = rng.randint(1, 8)
        edges = [(u, v) for u in range(n) for v in range(u + 1, n) if rng.random() < 0.55]
        assert maximal_cliques(n, edges) == brute_force_maximal(n, edges)
