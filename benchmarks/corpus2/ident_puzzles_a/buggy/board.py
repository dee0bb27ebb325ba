"""A chess-like board of queens, one per row, stored as the column of each row's queen."""

from __future__ import annotations


class Board:
    def __init__(self, size: int) -> None:
        if size < 1:
            raise ValueError("size must be positive")
        self.size = size
        self.columns: list[int] = []

    def safe(self, column: int) -> bool:
        """Can a queen go in the next row at column without being attacked?"""
        row = len(self.columns)
        for other_row, other_col in enumerate(self.columns):
            if other_col == column:
                return False
            if abs(other_col - column) == abs(other_row - column):
                return False
        return True

    def place(self, column: int) -> None:
        self.columns.append(column)

    def unplace(self) -> None:
        self.columns.pop()

    def full(self) -> bool:
        return len(self.columns) == self.size

    def render(self) -> list[str]:
        return ["".join("Q" if c == col else "." for c in range(self.size)) for col in self.columns]
