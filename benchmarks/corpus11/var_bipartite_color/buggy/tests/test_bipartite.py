import pytest

from bipartite import (
    adjacency,
    component_count,
    conflict_edges,
    is_bipartite,
    partition,
    two_coloring,
)


def test_adjacency():
    assert adjacency(3, [(0, 1), (1, 2)]) == [[1], [0, 2], [1]]


def test_star_is_bipartite():
    assert two_coloring(4, [(0, 1), (0, 2), (0, 3)]) == [0, 1, 1, 1]


def test_path_coloring_alternates():
    assert two_coloring(5, [(0, 1), (1, 2), (2, 3), (3, 4)]) == [0, 1, 0, 1, 0]


@pytest.mark.parametrize("n, edges, expected", [
    (4, [(0, 1), (1, 2), (2, 3), (3, 0)], True),
    (3, [(0, 1), (1, 2), (2, 0)], False),
    (6, [(0, 1), (1, 2), (3, 4), (4, 5), (5, 3)], False),
    (6, [(0, 3), (0, 4), (1, 4), (2, 5), (1, 5)], True),
    (2, [], True),
])
def test_is_bipartite(n, edges, expected):
    assert is_bipartite(n, edges) is expected


def test_partition_of_square():
    assert partition(4, [(0, 1), (1, 2), (2, 3), (3, 0)]) == ([0, 2], [1, 3])


def test_partition_rejects_triangle():
    with pytest.raises(ValueError):
        partition(3, [(0, 1), (1, 2), (2, 0)])


def test_component_count():
    assert component_count(6, [(0, 1), (2, 3), (3, 4)]) == 3
    assert component_count(0, []) == 0


def test_conflict_edges():
    assert conflict_edges(3, [(0, 1), (1, 2), (2, 0)]) == [(1, 2)]
    assert conflict_edges(4, [(0, 1), (2, 3)]) == []
