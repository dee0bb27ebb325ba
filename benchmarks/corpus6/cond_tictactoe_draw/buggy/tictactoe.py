"""Tic-tac-toe on a 9-character board string, with a perfect minimax player."""

from __future__ import annotations

from functools import cache

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
EMPTY = "."


def parse(rows: str) -> str:
    board = "".join(rows.split())
    if len(board) != 9 or set(board) - set("XO" + EMPTY):
        raise ValueError("a board is nine cells of X, O or .")
    return board


def winner(board: str) -> str | None:
    for a, b, c in LINES:
        if board[a] != EMPTY and board[a] == board[b] == board[c]:
            return board[a]
    return None


def to_move(board: str) -> str:
    return "X" if board.count("X") == board.count("O") else "O"


def free_cells(board: str) -> list[int]:
    return [i for i, cell in enumerate(board) if cell == EMPTY]


def play(board: str, cell: int, player: str) -> str:
    if board[cell] != EMPTY:
        raise ValueError(f"cell {cell} is taken")
    return board[:cell] + player + board[cell + 1 :]


def other(player: str) -> str:
    return "O" if player == "X" else "X"


@cache
def minimax(board: str, player: str) -> tuple[int, int | None]:
    """(score, best cell) for player to move: 1 win, 0 draw, -1 loss."""
    won = winner(board)
    if won is not None:
        return (1 if won == player else -1), None
    free = free_cells(board)
    best: tuple[int, int | None] = (-2, None)
    for cell in free:
        score, _ = minimax(play(board, cell, player), other(player))
        if -score > best[0]:
            best = (-score, cell)
    return best


def best_move(board: str) -> int:
    if winner(board) or not free_cells(board):
        raise ValueError("the game is over")
    return minimax(board, to_move(board))[1]


def outcome(board: str) -> str:
    """'X', 'O' or 'draw' under perfect play from here."""
    player = to_move(board)
    score, _ = minimax(board, player)
    return "draw" if score == 0 else player if score > 0 else other(player)


def self_play(board: str = EMPTY * 9) -> str:
    while winner(board) is None and free_cells(board):
        board = play(board, best_move(board), to_move(board))
    return board


def render(board: str) -> str:
    """The board as three rows with column separators."""
    rows = [" | ".join(board[r * 3 : r * 3 + 3]) for r in range(3)]
    return "\n---------\n".join(rows)
