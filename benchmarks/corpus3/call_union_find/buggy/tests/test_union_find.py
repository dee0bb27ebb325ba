import pytest

from union_find import DisjointSet, count_components, groups, redundant_edges


def test_fresh_sets_are_separate():
    sets = DisjointSet(3)
    assert sets.components == 3
    assert not sets.connected(0, 1)
    assert sets.set_size(2) == 1


def test_union_joins_two_sets():
    sets = DisjointSet(4)
    assert sets.union(0, 1)
    assert sets.connected(1, 0)
    assert sets.set_size(1) == 2
    assert sets.components == 3


def test_union_of_connected_nodes_is_refused():
    sets = DisjointSet(3)
    sets.union(0, 1)
    sets.union(1, 2)
    assert not sets.union(0, 2)
    assert sets.components == 1


def test_connected_through_a_shared_node():
    sets = DisjointSet(3)
    sets.union(0, 1)
    sets.union(2, 1)
    assert sets.connected(0, 2)
    assert sets.set_size(0) == 3


@pytest.mark.parametrize(
    "n, edges, count",
    [
        (0, [], 0),
        (5, [(0, 1), (2, 3)], 3),
        (4, [(0, 1), (1, 2), (2, 3)], 1),
        (5, [(0, 1), (2, 1), (3, 4)], 2),
        (6, [(0, 1), (2, 3), (3, 1), (4, 5), (5, 4)], 2),
    ],
)
def test_count_components(n, edges, count):
    assert count_components(n, edges) == count


def test_redundant_edges():
    assert redundant_edges(4, [(0, 1), (1, 2), (2, 0), (2, 3), (3, 1)]) == [(2, 0), (3, 1)]


def test_groups():
    assert groups(6, [(4, 0), (1, 5), (5, 4), (2, 3)]) == [[0, 1, 4, 5], [2, 3]]
