import pytest

from graph_coloring import (build_graph, chromatic_number, color_count, dsatur_coloring,
                            greedy_coloring, is_proper_coloring, k_coloring)


def cycle(n):
    return build_graph(range(n), [(i, (i + 1) % n) for i in range(n)])


def complete(n):
    return build_graph(range(n), [(i, j) for i in range(n) for j in range(i + 1, n)])


PETERSEN = build_graph(
    range(10),
    [(i, (i + 1) % 5) for i in range(5)]
    + [(5 + i, 5 + (i + 2) % 5) for i in range(5)]
    + [(i, i + 5) for i in range(5)],
)


def test_build_graph_rejects_self_loop():
    with pytest.raises(ValueError):
        build_graph([1], [(1, 1)])


def test_edgeless_graph_uses_one_color():
    adj = build_graph("abc", [])
    assert greedy_coloring(adj) == {"a": 0, "b": 0, "c": 0}


def test_greedy_on_path_in_given_order():
    adj = build_graph(range(4), [(0, 1), (1, 2), (2, 3)])
    assert greedy_coloring(adj, order=[0, 1, 2, 3]) == {0: 0, 1: 1, 2: 0, 3: 1}


@pytest.mark.parametrize("n", [4, 5, 6])
def test_dsatur_is_proper(n):
    adj = cycle(n)
    colors = dsatur_coloring(adj)
    assert is_proper_coloring(adj, colors)
    assert color_count(colors) == (2 if n % 2 == 0 else 3)


def test_is_proper_coloring_detects_conflict():
    adj = build_graph(range(3), [(0, 1), (1, 2)])
    assert is_proper_coloring(adj, {0: 0, 1: 1, 2: 0})
    assert not is_proper_coloring(adj, {0: 0, 1: 0, 2: 1})
    assert not is_proper_coloring(adj, {0: 0, 1: 1})


@pytest.mark.parametrize(
    "adj, expected",
    [(cycle(5), 3), (cycle(6), 2), (complete(4), 4), (PETERSEN, 3), ({}, 0)],
)
def test_chromatic_number(adj, expected):
    assert chromatic_number(adj) == expected


def test_k_coloring_none_when_impossible():
    assert k_coloring(complete(4), 3) is None
    colors = k_coloring(PETERSEN, 3)
    assert is_proper_coloring(PETERSEN, colors)


def test_greedy_on_petersen_is_proper():
    colors = greedy_coloring(PETERSEN)
    assert is_proper_coloring(PETERSEN, colors)
    assert color_count(colors) <= 4
