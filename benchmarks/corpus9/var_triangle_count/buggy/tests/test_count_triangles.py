import pytest
from count_triangles import adjacency_matrix, clustering_coefficient, count_triangles, triangles


def complete_graph(n):
    return [(u, v) for u in range(n) for v in range(u + 1, n)]


def test_adjacency_matrix_is_symmetric():
    matrix = adjacency_matrix(3, [(0, 1), (2, 1)])
    assert matrix == [[0, 1, 0], [1, 0, 1], [0, 1, 0]]


def test_invalid_edges_rejected():
    with pytest.raises(ValueError):
        adjacency_matrix(3, [(0, 3)])
    with pytest.raises(ValueError):
        adjacency_matrix(3, [(1, 1)])


def test_no_edges():
    assert count_triangles(5, []) == 0
    assert triangles(0, []) == []


def test_path_and_square_have_none():
    assert count_triangles(4, [(0, 1), (1, 2), (2, 3)]) == 0
    assert count_triangles(4, [(0, 1), (1, 2), (2, 3), (3, 0)]) == 0


def test_single_triangle():
    assert triangles(3, [(2, 0), (0, 1), (1, 2)]) == [(0, 1, 2)]


def test_square_with_diagonal():
    edges = [(0, 1), (1, 2), (2, 3), (3, 0), (0, 2)]
    assert triangles(4, edges) == [(0, 1, 2), (0, 2, 3)]


@pytest.mark.parametrize("n,expected", [(3, 1), (4, 4), (5, 10), (6, 20)])
def test_complete_graphs(n, expected):
    assert count_triangles(n, complete_graph(n)) == expected


def test_duplicate_edges_count_once():
    assert count_triangles(3, [(0, 1), (1, 0), (1, 2), (0, 2), (2, 0)]) == 1


def test_clustering_coefficient():
    edges = [(0, 1), (0, 2), (0, 3), (1, 2)]
    assert clustering_coefficient(4, edges, 0) == pytest.approx(1 / 3)
    assert clustering_coefficient(4, edges, 1) == 1.0
    assert clustering_coefficient(4, edges, 3) == 0.0
