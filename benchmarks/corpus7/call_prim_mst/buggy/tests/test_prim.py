import math

import pytest

from prim import cable_length, point_tree, prim, total_weight

EDGES = [(0, 1, 4), (0, 7, 8), (1, 2, 8), (1, 7, 11), (2, 3, 7), (2, 8, 2), (2, 5, 4),
         (3, 4, 9), (3, 5, 14), (4, 5, 10), (5, 6, 2), (6, 7, 1), (6, 8, 6), (7, 8, 7)]


def test_total_weight():
    assert total_weight(prim(9, EDGES)) == 37


def test_tree_edges_in_order_added():
    assert prim(4, [(0, 1, 1), (1, 2, 2), (0, 2, 3), (2, 3, 1)]) == [(0, 1, 1), (1, 2, 2), (2, 3, 1)]


def test_single_vertex():
    assert prim(1, []) == []


def test_disconnected():
    with pytest.raises(ValueError):
        prim(3, [(0, 1, 5)])


def test_other_start_same_weight():
    assert total_weight(prim(9, EDGES, start=4)) == 37


def test_point_tree_edges():
    points = [(0, 0), (0, 2), (5, 0), (5, 3)]
    assert [(u, v) for u, v, _ in point_tree(points)] == [(0, 1), (0, 2), (2, 3)]


def test_cable_length_of_a_square():
    assert cable_length([(0, 0), (0, 1), (1, 1), (1, 0)]) == 3


def test_cable_length_with_diagonals():
    points = [(0, 0), (3, 4), (6, 8)]
    assert cable_length(points) == 10


def test_cable_length_of_a_triangle():
    assert cable_length([(0, 0), (2, 0), (1, 3)]) == round(2 + math.sqrt(10), 6)


def test_no_points():
    assert point_tree([]) == []
