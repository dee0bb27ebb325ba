import pytest

from astar import astar, cheapest_cost, uniform_cost
from grid import parse, path_cost

FLAT = parse(["1111", "1111", "1111"])

HILL = parse([
    "11111",
    "19991",
    "19191",
    "11111",
])

WALLS = parse([
    "1#111",
    "1#1#1",
    "111#1",
])

CUT_OFF = parse(["11#1", "11#1"])


def test_flat_grid_costs_the_manhattan_distance():
    assert cheapest_cost(FLAT, (0, 0), (2, 3)) == 5


def test_goes_around_the_hill():
    cost, path = astar(HILL, (0, 0), (2, 2))
    assert cost == 6
    assert path_cost(HILL, path) == cost


def test_route_through_walls():
    cost, path = astar(WALLS, (0, 0), (0, 4))
    assert cost == 8
    assert path[0] == (0, 0) and path[-1] == (0, 4)


def test_start_is_goal():
    assert astar(FLAT, (1, 1), (1, 1)) == (0, [(1, 1)])


def test_one_step():
    assert astar(FLAT, (0, 0), (0, 1)) == (1, [(0, 0), (0, 1)])


def test_unreachable():
    assert astar(CUT_OFF, (0, 0), (1, 3)) == (None, [])


def test_same_cost_without_heuristic():
    assert uniform_cost(HILL, (0, 4), (3, 0))[0] == cheapest_cost(HILL, (0, 4), (3, 0)) == 7


def test_wall_as_goal():
    with pytest.raises(ValueError):
        astar(WALLS, (0, 0), (0, 1))


def test_parse_rejects_zero():
    with pytest.raises(ValueError):
        parse(["101"])
