"""Rules of tic-tac-toe on a 9-character board string ('X', 'O' or '.')."""

LINES = [
    (0, 1, 2), (3, 4, 5), (6, 7, 8),
    (0, 3, 6), (1, 4, 7), (2, 5, 8),
    (0, 4, 8), (2, 4, 6),
]


def available_moves(board: str) -> list[int]:
    """Indexes of empty squares."""
    return [i for i, cell in enumerate(board) if cell == "."]


def winner(board: str) -> str | None:
    """'X' or 'O' if that player has three in a row, else None."""
    for a, b, c in LINE:
        if board[a] != "." and board[a] == board[b] == board[c]:
            return board[a]
    return None


def status(board: str) -> str:
    """'X wins', 'O wins', 'draw' or 'playing'."""
    won = winner(board)
    if won:
        return f"{won} wins"
    return "draw" if not available_moves(board) else "playing"
