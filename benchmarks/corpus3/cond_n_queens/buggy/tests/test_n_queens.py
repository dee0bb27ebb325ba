import pytest

from n_queens import count_solutions, is_valid, render, solve


@pytest.mark.parametrize("n, count", [(1, 1), (2, 0), (3, 0), (4, 2), (5, 10), (6, 4), (8, 92)])
def test_count_solutions(n, count):
    assert count_solutions(n) == count


def test_solve_four():
    assert solve(4) == [[1, 3, 0, 2], [2, 0, 3, 1]]


def test_every_solution_is_valid():
    assert all(is_valid(solution) for solution in solve(7))


@pytest.mark.parametrize(
    "placement, valid", [([], True), ([0, 2], True), ([0, 1], False), ([1, 0], False), ([0, 0], False)]
)
def test_is_valid(placement, valid):
    assert is_valid(placement) is valid


def test_render():
    assert render([1, 3, 0, 2]) == [".Q..", "...Q", "Q...", "..Q."]
