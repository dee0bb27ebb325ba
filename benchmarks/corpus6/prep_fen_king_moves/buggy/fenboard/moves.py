"""Pseudo-legal move targets (no check detection) for each piece type."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

KNIGHT = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
KING = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]
ROOK_DIRS = [(1, 0), (-1, 0), (0, 1), (0, -1)]
BISHOP_DIRS = [(1, 1), (1, -1), (-1, 1), (-1, -1)]


def _jumps(origin: int, steps: Sequence[tuple[int, int]]) -> Iterator[int]:
    rank, file = divmod(origin, 8)
    for dr, df in steps:
        r, f = rank + dr, file + df
        if 0 <= r < 8 and 0 <= f < 8:
            yield r * 8 + f


def knight_moves(origin: int) -> Iterator[int]:
    yield from _jumps(origin, KNIGHT)


def king_moves(origin: int) -> Iterator[int]:
    rank, file = divmod(origin, 8)
    for dr, df in KING:
        r, f = rank + dr, file + df
        if 0 <= r < 8 and 0 <= f < 8:
            yield origin + r * 8 + f


def slides(origin: int, dirs, squares: Sequence[str | None]) -> Iterator[int]:
    rank, file = divmod(origin, 8)
    for dr, df in dirs:
        r, f = rank + dr, file + df
        while 0 <= r < 8 and 0 <= f < 8:
            yield r * 8 + f
            if squares[r * 8 + f] is not None:
                break
            r, f = r + dr, f + df


def pawn_attacks(origin: int, white: bool) -> Iterator[int]:
    yield from _jumps(origin, [(1, -1), (1, 1)] if white else [(-1, -1), (-1, 1)])


def pawn_pushes(origin: int, white: bool, squares: Sequence[str | None]) -> Iterator[int]:
    rank = origin // 8
    step = 8 if white else -8
    one = origin + step
    if 0 <= one < 64 and squares[one] is None:
        yield one
        start = 1 if white else 6
        two = one + step
        if rank == start and squares[two] is None:
            yield two
