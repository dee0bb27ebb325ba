import pytest

from min_path import min_path, min_path_sum, path_cost


@pytest.mark.parametrize(
    "grid, cost",
    [
        ([], 0),
        ([[5]], 5),
        ([[1, 2, 3]], 6),
        ([[1], [4], [2]], 7),
        ([[1, 3, 1], [1, 5, 1], [4, 2, 1]], 7),
        ([[1, 2, 3], [4, 5, 6]], 12),
        ([[0, 9], [0, 0]], 0),
    ],
)
def test_min_path_sum(grid, cost):
    assert min_path_sum(grid) == cost


def test_min_path():
    grid = [[1, 3, 1], [1, 5, 1], [4, 2, 1]]
    assert min_path(grid) == [(0, 0), (0, 1), (0, 2), (1, 2), (2, 2)]
    assert min_path([[3]]) == [(0, 0)]


def test_large_grid():
    grid = [[(r * 7 + c * 3) % 10 for c in range(40)] for r in range(40)]
    assert min_path_sum(grid) == path_cost(grid, min_path(grid))
    assert min_path_sum(grid) <= path_cost(grid, [(0, c) for c in range(40)] + [(r, 39) for r in range(1, 40)])


def test_path_cost():
    assert path_cost([[1, 2], [3, 4]], [(0, 0), (1, 0), (1, 1)]) == 8
