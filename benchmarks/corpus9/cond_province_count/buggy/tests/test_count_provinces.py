import pytest
from count_provinces import DisjointSet, count_provinces, largest_province, redundant_roads


def test_fresh_sets_are_singletons():
    sets = DisjointSet(4)
    assert sets.groups == 4
    assert [sets.find(i) for i in range(4)] == [0, 1, 2, 3]
    assert sets.group_size(2) == 1


def test_union_merges_groups():
    sets = DisjointSet(5)
    assert sets.union(0, 1)
    assert sets.union(3, 4)
    assert sets.union(1, 4)
    assert sets.find(0) == sets.find(3)
    assert sets.groups == 2
    assert sets.group_size(4) == 4


def test_union_of_same_group_is_refused():
    sets = DisjointSet(3)
    sets.union(0, 1)
    assert not sets.union(1, 0)
    assert not sets.union(2, 2)
    assert sets.groups == 2
    assert sets.group_size(0) == 2


def test_provinces_isolated_cities():
    assert count_provinces([[1, 0, 0], [0, 1, 0], [0, 0, 1]]) == 3


def test_provinces_chain():
    matrix = [[1, 1, 0, 0], [1, 1, 1, 0], [0, 1, 1, 0], [0, 0, 0, 1]]
    assert count_provinces(matrix) == 2


def test_provinces_fully_connected():
    matrix = [[1] * 4 for _ in range(4)]
    assert count_provinces(matrix) == 1


def test_no_cities():
    assert count_provinces([]) == 0
    assert largest_province(0, []) == 0


@pytest.mark.parametrize(
    "roads,expected",
    [
        ([(0, 1), (1, 2), (2, 3)], []),
        ([(0, 1), (1, 2), (2, 0), (3, 4)], [(2, 0)]),
        ([(0, 1), (0, 1), (1, 2), (0, 2)], [(0, 1), (0, 2)]),
    ],
)
def test_redundant_roads(roads, expected):
    assert redundant_roads(5, roads) == expected


def test_largest_province():
    roads = [(0, 1), (1, 2), (2, 0), (3, 4), (5, 3)]
    assert largest_province(7, roads) == 3
