import pytest

from board import Board
from solvers import permutations, queens, subset_sums


@pytest.mark.parametrize("size, count", [(1, 1), (2, 0), (3, 0), (4, 2), (5, 10), (6, 4)])
def test_queens_counts(size: int, count: int) -> None:
    assert len(queens(size)) == count


def test_queens_solutions_of_four() -> None:
    assert queens(4) == [[1, 3, 0, 2], [2, 0, 3, 1]]
    assert queens(8, limit=1) == [[0, 4, 7, 5, 2, 6, 1, 3]]


def test_board_render_and_safety() -> None:
    board = Board(4)
    board.place(1)
    assert not board.safe(0)
    assert not board.safe(1)
    assert board.safe(3)
    board.place(3)
    assert board.render() == [".Q..", "...Q"]
    with pytest.raises(ValueError):
        Board(0)


@pytest.mark.parametrize(
    "values, target, expected",
    [([3, 1, 2], 3, [[3], [1, 2]]), ([5, 5], 5, [[5], [5]]), ([1, 2], 0, [[]]), ([4], 3, [])],
)
def test_subset_sums(values: list[int], target: int, expected: list[list[int]]) -> None:
    assert subset_sums(values, target) == expected


def test_subset_sums_rejects_negative() -> None:
    with pytest.raises(ValueError):
        subset_sums([1, -1], 0)


def test_permutations() -> None:
    assert permutations([1, 2, 3]) == [[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]]
    assert permutations([]) == [[]]
    assert len(permutations(list("abcd"))) == 24
