import pytest

from bipartite import can_split_teams, is_bipartite, sides, two_coloring


def test_even_cycle():
    square = [(0, 1), (1, 2), (2, 3), (3, 0)]
    assert two_coloring(4, square) == [0, 1, 0, 1]


def test_odd_cycle():
    assert two_coloring(3, [(0, 1), (1, 2), (2, 0)]) is None


def test_path():
    assert sides(5, [(0, 1), (1, 2), (2, 3), (3, 4)]) == ([0, 2, 4], [1, 3])


def test_tree_out_of_order():
    assert sides(5, [(3, 4), (0, 4), (4, 2), (1, 3)]) == ([0, 2, 3], [1, 4])


def test_two_components():
    edges = [(0, 1), (2, 3), (3, 4), (4, 2)]
    assert is_bipartite(5, edges) is False
    assert is_bipartite(6, [(0, 1), (2, 3), (4, 5)]) is True


def test_no_edges():
    assert two_coloring(3, []) == [0, 0, 0]
    assert two_coloring(0, []) == []


def test_self_loop():
    assert is_bipartite(2, [(1, 1)]) is False


def test_complete_bipartite():
    edges = [(a, b) for a in range(3) for b in range(3, 7)]
    assert sides(7, edges) == ([0, 1, 2], [3, 4, 5, 6])


def test_can_split_teams():
    people = ["ann", "bob", "cy", "dee"]
    assert can_split_teams(people, [("ann", "bob"), ("bob", "cy"), ("cy", "dee")]) is True
    assert can_split_teams(people, [("ann", "bob"), ("bob", "cy"), ("cy", "ann")]) is False


def test_edge_outside_the_graph():
    with pytest.raises(ValueError):
        two_coloring(2, [(0, 2)])
