import pytest

from maze_routes import (
    all_routes,
    count_routes,
    is_open,
    longest_route,
    parse_maze,
    route_moves,
    shortest_route,
)

MAZE = parse_maze(
    """
    ..#
    ...
    #..
    """
)


def test_parse_maze():
    assert MAZE == ["..#", "...", "#.."]


@pytest.mark.parametrize("r, c, expected", [(0, 0, True), (0, 2, False), (3, 0, False), (1, -1, False)])
def test_is_open(r, c, expected):
    assert is_open(MAZE, r, c) is expected


def test_count_routes():
    assert count_routes(MAZE) == 4
    assert count_routes(["..", ".."]) == 2


def test_all_routes_corridor():
    assert all_routes(["...."]) == [[(0, 0), (0, 1), (0, 2), (0, 3)]]


def test_all_routes_square():
    assert sorted(all_routes(["..", ".."])) == [
        [(0, 0), (0, 1), (1, 1)],
        [(0, 0), (1, 0), (1, 1)],
    ]


def test_blocked_goal():
    assert all_routes(["..", ".#"]) == []
    assert shortest_route(["..", ".#"]) is None


def test_shortest_route():
    route = shortest_route(MAZE)
    assert len(route) == 5
    assert route_moves(route) == "DRDR"


def test_longest_route():
    assert len(longest_route(MAZE)) == 5
    assert route_moves(longest_route(["...", "..."])) == "DRURD"


def test_route_moves():
    assert route_moves([(1, 1), (1, 2), (0, 2), (0, 1)]) == "RUL"
    assert route_moves([(0, 0)]) == ""
