"""Recursive backtracking: n queens, subset sums and permutations."""

from __future__ import annotations

from board import Board


def queens(size: int, limit: int | None = None) -> list[list[int]]:
    """Solutions of the n-queens problem (column per row), in lexicographic order."""
    board = Board(size)
    found: list[list[int]] = []

    def solve() -> None:
        if limit is not None and len(found) >= limit:
            return
        if board.full():
            found.append(list(board.columns))
            return
        for column in range(size):
            if board.safe(column):
                board.place(column)
                solve()
                board.unplace()

    solve()
    return found


def subset_sums(values: list[int], target: int) -> list[list[int]]:
    """Every subset (as sorted index-ordered values) of non-negative values adding to target."""
    if any(v < 0 for v in values):
        raise ValueError("values must be non-negative")
    results: list[list[int]] = []

    def extend(start: int, chosen: list[int], remaining: int) -> None:
        if remaining == 0:
            results.append(list(chosen))
            return
        for index in range(start, len(values)):
            if values[index] <= remaining:
                chosen.append(values[index])
                extend(index + 1, chosen, remaining - values[index])
                chosen.pop()

    extend(0, [], target)
    return results


def permutations(items: list) -> list[list]:
    """All orderings of items (recursive), first item varying slowest."""
    if len(items) <= 1:
        return [list(items)]
    result = []
    for index, item in enumerate(items):
        rest = items[:index] + items[index + 1:]
        for tail in permutations(rest):
            result.append([item, *tail])
    return result
