"""A board wrapper: squares by name, attack maps and move lists."""

from __future__ import annotations

from .fen import START, Position, parse_fen, to_fen
from .moves import (
    BISHOP_DIRS,
    ROOK_DIRS,
    king_moves,
    knight_moves,
    pawn_attacks,
    pawn_pushes,
    slides,
)

VALUES = {"p": 1, "n": 3, "b": 3, "r": 5, "q": 9, "k": 0}


def square(name: str) -> int:
    if len(name) != 2 or name[0] not in "abcdefgh" or name[1] not in "12345678":
        raise ValueError(f"bad square {name!r}")
    return (int(name[1]) - 1) * 8 + "abcdefgh".index(name[0])


def square_name(index: int) -> str:
    return "abcdefgh"[index % 8] + str(index // 8 + 1)


class Board:
    def __init__(self, fen: str = START) -> None:
        self.position: Position = parse_fen(fen)

    @property
    def squares(self):
        return self.position.squares

    def fen(self) -> str:
        return to_fen(self.position)

    def piece_at(self, name: str) -> str | None:
        return self.squares[square(name)]

    def _targets(self, index: int, attacks_only: bool = False) -> list[int]:
        piece = self.squares[index]
        if piece is None:
            return []
        kind, white = piece.lower(), piece.isupper()
        if kind == "n":
            found = list(knight_moves(index))
        elif kind == "k":
            found = list(king_moves(index))
        elif kind == "p":
            found = list(pawn_attacks(index, white))
            if not attacks_only:
                found = [t for t in found if self._enemy(t, white)]
                found += list(pawn_pushes(index, white, self.squares))
        else:
            dirs = {"r": ROOK_DIRS, "b": BISHOP_DIRS, "q": ROOK_DIRS + BISHOP_DIRS}[kind]
            found = list(slides(index, dirs, self.squares))
        if attacks_only:
            return found
        return [t for t in found if self.squares[t] is None or self._enemy(t, white)]

    def _enemy(self, index: int, white: bool) -> bool:
        piece = self.squares[index]
        return piece is not None and piece.isupper() != white

    def moves_from(self, name: str) -> list[str]:
        return sorted(square_name(t) for t in self._targets(square(name)))

    def attacked_by(self, white: bool) -> set[str]:
        found = set()
        for index, piece in enumerate(self.squares):
            if piece is not None and piece.isupper() == white:
                found.update(square_name(t) for t in self._targets(index, attacks_only=True))
        return found

    def material(self) -> int:
        """White's material minus Black's, in pawns."""
        total = 0
        for piece in self.squares:
            if piece is not None:
                total += VALUES[piece.lower()] * (1 if piece.isupper() else -1)
        return total
