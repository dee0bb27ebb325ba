import pytest

from maze import draw, reachable, shortest_path, steps

OPEN = [
    "S....",
    ".....",
    "....E",
]

ROOMS = [
    "S..#....",
    ".#.#.##.",
    ".#...#..",
    ".####.#.",
    "......#E",
]

CORRIDOR = [
    "S#...",
    ".#.#.",
    "...#E",
]

WALLED = [
    "S.#..",
    "..#.E",
]


def test_steps_in_an_open_room():
    assert steps(OPEN) == 6


def test_steps_around_a_wall():
    assert steps(["S....", "...#.", "...#E"]) == 6


def test_steps_through_rooms():
    assert steps(ROOMS) == 15


def test_single_corridor():
    assert steps(CORRIDOR) == 10


def test_no_way_out():
    assert shortest_path(WALLED) is None
    assert steps(WALLED) == -1


def test_path_ends():
    path = shortest_path(CORRIDOR)
    assert path[0] == (0, 0) and path[-1] == (2, 4)


def test_path_moves_one_cell_at_a_time():
    path = shortest_path(ROOMS)
    assert all(abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1 for a, b in zip(path, path[1:]))


def test_reachable():
    assert reachable(WALLED) == 4
    assert reachable(OPEN) == 15


def test_draw():
    assert draw(["S..", "##.", "E.."]) == ["S**", "##*", "E**"]


def test_missing_start():
    with pytest.raises(ValueError):
        steps(["..E"])
