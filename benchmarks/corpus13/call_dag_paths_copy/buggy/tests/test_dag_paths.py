import pytest

from dag_paths import (CycleError, all_paths, count_paths, critical_vertices, longest_path,
                       paths_through, topological_order)

DIAMOND = {"s": ["a", "b"], "a": ["c"], "b": ["c"], "c": ["t"]}
LADDER = {0: [1, 2], 1: [2, 3], 2: [3], 3: [4]}


def test_topological_order_respects_edges():
    order = topological_order(LADDER)
    for u, targets in LADDER.items():
        for v in targets:
            assert order.index(u) < order.index(v)


def test_cycle_is_rejected():
    with pytest.raises(CycleError):
        topological_order({1: [2], 2: [3], 3: [1]})
    with pytest.raises(CycleError):
        all_paths({1: [2], 2: [1]}, 1, 2)


def test_all_paths_of_a_diamond():
    assert all_paths(DIAMOND, "s", "t") == [["s", "a", "c", "t"], ["s", "b", "c", "t"]]


def test_all_paths_of_a_ladder():
    assert all_paths(LADDER, 0, 4) == [[0, 1, 2, 3, 4], [0, 1, 3, 4], [0, 2, 3, 4]]


def test_trivial_and_missing_paths():
    assert all_paths(LADDER, 3, 3) == [[3]]
    assert all_paths(LADDER, 4, 0) == []


@pytest.mark.parametrize("source, target, expected",
                         [(0, 4, 3), (1, 4, 2), (0, 2, 2), (4, 0, 0), (2, 2, 1)])
def test_count_paths(source, target, expected):
    assert count_paths(LADDER, source, target) == expected


def test_longest_path():
    assert longest_path(LADDER, 0, 4) == [0, 1, 2, 3, 4]
    assert longest_path(DIAMOND, "a", "t") == ["a", "c", "t"]
    assert longest_path(LADDER, 3, 0) is None


def test_paths_through_and_critical_vertices():
    assert paths_through(LADDER, 0, 4, 2) == 2
    assert critical_vertices(DIAMOND, "s", "t") == ["c"]
    assert critical_vertices(LADDER, 0, 4) == [3]
