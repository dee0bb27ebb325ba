import pytest

from union_find_links import component_sizes, components, find, is_tree, redundant_edges, union


def test_find_and_union_basics():
    parent, size = {v: v for v in "abcd"}, {v: 1 for v in "abcd"}
    assert union(parent, size, "a", "b")
    assert union(parent, size, "c", "d")
    assert not union(parent, size, "b", "a")
    assert find(parent, "a") == find(parent, "b")
    assert find(parent, "a") != find(parent, "c")


def test_union_tracks_set_size():
    parent, size = {v: v for v in range(5)}, {v: 1 for v in range(5)}
    union(parent, size, 0, 1)
    union(parent, size, 2, 1)
    union(parent, size, 3, 4)
    union(parent, size, 4, 0)
    assert size[find(parent, 2)] == 5


def test_redundant_edges_in_a_triangle():
    assert redundant_edges([(1, 2), (2, 3), (3, 1)]) == [(3, 1)]


def test_redundant_edges_of_a_forest_is_empty():
    assert redundant_edges([(1, 2), (3, 4), (2, 5)]) == []
    assert redundant_edges([]) == []


def test_redundant_parallel_edges_and_loops():
    edges = [("a", "b"), ("b", "a"), ("c", "c"), ("b", "c"), ("a", "c")]
    assert redundant_edges(edges) == [("b", "a"), ("c", "c"), ("a", "c")]


def test_components():
    vertices = [1, 2, 3, 4, 5, 6, 7]
    edges = [(1, 5), (6, 2), (5, 7), (2, 4)]
    assert components(vertices, edges) == [[1, 5, 7], [2, 4, 6], [3]]


@pytest.mark.parametrize(
    "edges, expected",
    [
        ([], [1, 1, 1, 1, 1, 1]),
        ([(0, 1), (2, 3), (4, 5)], [2, 2, 2]),
        ([(0, 1), (1, 2), (3, 4)], [3, 2, 1]),
        ([(0, 1), (2, 3), (1, 3), (4, 0)], [5, 1]),
        ([(0, 1), (1, 2), (2, 0), (3, 4), (4, 5)], [3, 3]),
    ],
)
def test_component_sizes(edges, expected):
    assert component_sizes(range(6), edges) == expected


@pytest.mark.parametrize(
    "n, edges, expected",
    [
        (1, [], True),
        (4, [(0, 1), (0, 2), (2, 3)], True),
        (4, [(0, 1), (1, 2), (2, 0)], False),
        (4, [(0, 1), (2, 3)], False),
    ],
)
def test_is_tree(n, edges, expected):
    assert is_tree(n, edges) is expected
