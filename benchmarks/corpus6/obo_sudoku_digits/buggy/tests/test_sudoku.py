import pytest
from sudoku import candidates, count_givens, dump, hint, is_valid, parse, solve

PUZZLE = (
    "53..7...."
    "6..195..."
    ".98....6."
    "8...6...3"
    "4..8.3..1"
    "7...2...6"
    ".6....28."
    "...419..5"
    "....8..79"
)


@pytest.fixture
def grid():
    return parse(PUZZLE)


def test_parse_and_dump(grid):
    assert dump(grid).splitlines()[0] == "53..7...."
    assert count_givens(grid) == 30


def test_parse_rejects_short_input():
    with pytest.raises(ValueError, match="81"):
        parse("123")


def test_valid_puzzle(grid):
    assert is_valid(grid)


def test_invalid_puzzle(grid):
    grid[0][2] = 5
    assert not is_valid(grid)
    assert solve(grid) is None


def test_candidates(grid):
    assert candidates(grid, 0, 2) == [1, 2, 4]


def test_solve(grid):
    solution = solve(grid)
    assert solution is not None
    assert dump(solution).splitlines()[0] == "534678912"
    assert is_valid(solution) and count_givens(solution) == 81


def test_solve_keeps_input(grid):
    solve(grid)
    assert count_givens(grid) == 30


def test_solved_grid_is_its_own_solution(grid):
    solution = solve(grid)
    assert solve(solution) == solution


@pytest.mark.xfail(reason="16x16 grids are not supported yet", raises=ValueError)
def test_large_grid():
    assert len(parse("." * 256)) == 16


def test_hint(grid):
    solution = solve(grid)
    solution[4][4] = 0
    assert hint(solution) == (4, 4, 5)
