import pytest

from gate_distances import (farthest_cell, find_gates, gate_distances, nearest_gate,
                            parse_plan, render, sealed_cells)

OPEN_HALL = parse_plan("""
G...
....
...G
""")

CORRIDOR = parse_plan("""
G.#..
.##.#
....G
""")

VAULT = parse_plan("""
G.#..
..#.#
###..
""")


def test_parse_plan_rejects_bad_input():
    with pytest.raises(ValueError):
        parse_plan("")
    with pytest.raises(ValueError):
        parse_plan("G..\n..")
    with pytest.raises(ValueError):
        parse_plan("G.x")


def test_find_gates_in_reading_order():
    assert find_gates(OPEN_HALL) == [(0, 0), (2, 3)]
    assert find_gates(parse_plan("...")) == []


def test_distances_without_walls():
    assert gate_distances(OPEN_HALL) == [[0, 1, 2, 2], [1, 2, 2, 1], [2, 2, 1, 0]]


def test_distances_go_around_walls():
    assert gate_distances(CORRIDOR) == [
        [0, 1, None, 3, 4],
        [1, None, None, 2, None],
        [2, 3, 2, 1, 0],
    ]


def test_sealed_cells_stay_unreached():
    assert sealed_cells(VAULT) == [(0, 3), (0, 4), (1, 3), (2, 3), (2, 4)]
    assert sealed_cells(OPEN_HALL) == []


@pytest.mark.parametrize("cell, gate", [((0, 1), (0, 0)), ((1, 3), (2, 4)), ((0, 4), (2, 4))])
def test_nearest_gate(cell, gate):
    assert nearest_gate(CORRIDOR, cell) == gate


def test_nearest_gate_rejects_walls():
    with pytest.raises(ValueError):
        nearest_gate(CORRIDOR, (0, 2))


def test_farthest_cell():
    assert farthest_cell(OPEN_HALL) == (2, (0, 2))
    assert farthest_cell(CORRIDOR) == (4, (0, 4))
    assert farthest_cell(parse_plan("#.")) is None


def test_render():
    assert render(CORRIDOR) == "01#34\n1##2#\n23210"
    assert render(VAULT) == "01#??\n12#?#\n###??"
