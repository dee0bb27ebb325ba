"""Placing non-attacking queens on an n x n board by backtracking."""


class QueenBoard:
    """An n x n board filled row by row, tracking attacked columns and diagonals."""

    def __init__(self, n):
        if n < 0:
            raise ValueError("board size must be non-negative")
        self.n = n
        self.queens = []  # queens[r] is the column of the queen in row r
        self.cols = set()
        self.diagonals = set()  # row - col is constant along a down-right diagonal
        self.anti_diagonals = set()  # row + col is constant along a down-left diagonal

    def is_safe(self, row, col):
        """True if a queen at (row, col) is attacked by none of the placed queens."""
        return (
            col not in self.cols
            and row - col not in self.diagonals
            and row + col not in self.anti_diagonals
        )

    def place(self, col):
        """Put a queen in column col of the next empty row."""
        row = len(self.queens)
        if row >= self.n or not 0 <= col < self.n:
            raise IndexError(f"no square ({row}, {col}) on a {self.n} x {self.n} board")
        if not self.is_safe(row, col):
            raise ValueError(f"square ({row}, {col}) is attacked")
        self.queens.append(col)
        self.cols.add(col)
        self.diagonals.add(row - col)
        self.anti_diagonals.add(row + col)

    def remove(self):
        """Take back the queen of the last filled row and return its column."""
        col = self.queens.pop()
        row = len(self.queens)
        self.cols.discard(col)
        self.diagonals.discard(row - col)
        self.anti_diagonals.discard(row + col)
        return col

    def render(self):
        return "\n".join("".join("Q" if c == q else "." for c in range(self.n)) for q in self.queens)


def solutions(n):
    """Every placement of n non-attacking queens, as tuples of columns, in lexicographic order."""
    board = QueenBoard(n)
    found = []

    def extend():
        row = len(board.queens)
        if row == n:
            found.append(tuple(board.queens))
            return
        for col in range(n):
            if board.is_safe(row, col):
                board.place(col)
                extend()
                board.remove()

    extend()
    return found


def count_solutions(n):
    return len(solutions(n))
