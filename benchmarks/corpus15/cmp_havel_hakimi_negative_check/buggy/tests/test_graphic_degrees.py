import itertools
import random

import pytest

from graphic_degrees import (degree_sequence, erdos_gallai, havel_hakimi_steps, is_forest_sequence,
                             is_graphic, realize)


def test_degree_sequence():
    assert degree_sequence(4, [(0, 1), (1, 2), (1, 3)]) == [1, 3, 1, 1]
    with pytest.raises(ValueError):
        degree_sequence(3, [(0, 1), (1, 0)])
    with pytest.raises(ValueError):
        degree_sequence(3, [(2, 2)])


def test_odd_degree_sum_is_not_graphic():
    assert not is_graphic([3, 2, 2])
    assert not erdos_gallai([3, 2, 2])
    assert realize([1]) is None


def test_bad_degrees_are_rejected():
    with pytest.raises(ValueError):
        is_graphic([2, -1, 1])
    with pytest.raises(ValueError):
        realize([1.5, 0.5])


def test_complete_graph_and_star():
    assert is_graphic([3, 3, 3, 3])
    assert realize([3, 1, 1, 1]) == [(0, 1), (0, 2), (0, 3)]
    assert realize([1, 1, 3, 1]) == [(0, 2), (1, 2), (2, 3)]


def test_sequences_that_are_not_graphic():
    assert not is_graphic([3, 3, 1, 1])
    assert not is_graphic([4, 1, 1, 1])
    assert not erdos_gallai([3, 3, 1, 1])


def test_realize_keeps_isolated_vertices_isolated():
    assert realize([1, 0, 1]) == [(0, 2)]
    assert realize([0, 0]) == []
    assert is_graphic([2, 2, 2, 0])


def test_realized_graph_has_the_requested_degrees():
    rng = random.Random(12)
    for _ in range(60):
        n = rng.randint(1, 9)
        edges = [(u, v) for u in range(n) for v in range(u + 1, n) if rng.random() < 0.4]
        degrees = degree_sequence(n, edges)
        built = realize(degrees)
        assert built is not None
        assert degree_sequence(n, built) == degrees


def test_erdos_gallai_agrees_with_havel_hakimi():
    for n in range(1, 6):
        for seq in itertools.product(range(5), repeat=n):
            assert erdos_gallai(seq) == is_graphic(seq), seq


def test_havel_hakimi_steps():
    assert havel_hakimi_steps([2, 3, 2, 3, 2]) == [[3, 3, 2, 2, 2], [2, 2, 1, 1], [1, 1, 0], [0, 0]]
    assert havel_hakimi_steps([4, 1, 1]) == [[4, 1, 1]]


def test_forest_sequences():
    assert is_forest_sequence([1, 1, 1, 1])
    assert is_forest_sequence([3, 1, 1, 1])
    assert is_forest_sequence([2, 2, 1, 1])
    assert not is_forest_sequence([2, 2, 2])
    assert not is_forest_sequence([3, 3, 1, 1])
