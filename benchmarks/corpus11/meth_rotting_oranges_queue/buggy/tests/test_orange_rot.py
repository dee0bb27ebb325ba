import pytest

from orange_rot import (
    EMPTY,
    FRESH,
    ROTTEN,
    count_cells,
    crate_after,
    minutes_to_rot,
    parse_crate,
    rot_times,
    safe_oranges,
)

CRATE = parse_crate(
    """
    ooo
    ooo
    ooo
    xoo
    """
)


def test_parse_crate():
    assert parse_crate("x.\no.") == [[ROTTEN, EMPTY], [FRESH, EMPTY]]


def test_count_cells():
    assert count_cells(CRATE, FRESH) == 11
    assert count_cells(CRATE, ROTTEN) == 1


def test_rot_times_corridor():
    grid = parse_crate("xoo\noo.\n.oo")
    assert rot_times(grid) == [[0, 1, 2], [1, 2, None], [None, 3, 4]]


def test_rot_times_open_crate():
    assert rot_times(CRATE) == [[3, 4, 5], [2, 3, 4], [1, 2, 3], [0, 1, 2]]


def test_minutes_to_rot_open_crate():
    assert minutes_to_rot(CRATE) == 5


def test_minutes_two_sources():
    assert minutes_to_rot(parse_crate("ooox\nooo.\nx.oo")) == 4


@pytest.mark.parametrize("text, expected", [("x", 0), ("..", 0), ("o", -1), ("xo.o", -1)])
def test_minutes_to_rot_edge_cases(text, expected):
    assert minutes_to_rot(parse_crate(text)) == expected


def test_safe_oranges():
    assert safe_oranges(parse_crate("xo.\n.oo\no.x")) == [(2, 0)]


def test_crate_after():
    grid = parse_crate("xoo\no.o")
    assert crate_after(grid, 1) == [[ROTTEN, ROTTEN, FRESH], [ROTTEN, EMPTY, FRESH]]
    assert crate_after(grid, 0) == grid
