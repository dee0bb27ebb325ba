"""Forsyth-Edwards Notation."""

from __future__ import annotations

from dataclasses import dataclass

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
PIECES = set("pnbrqkPNBRQK")


class FenError(ValueError):
    pass


@dataclass(frozen=True)
class Position:
    squares: tuple[str | None, ...]  # index 0 = a1, 7 = h1, 56 = a8
    white_to_move: bool
    castling: str
    en_passant: str | None
    halfmove: int
    fullmove: int


def parse_fen(fen: str) -> Position:
    fields = fen.split()
    if len(fields) != 6:
        raise FenError("a FEN has six fields")
    placement, side, castling, ep, halfmove, fullmove = fields
    ranks = placement.split("/")
    if len(ranks) != 8:
        raise FenError("the placement needs eight ranks")
    squares: list[str | None] = [None] * 64
    for i, text in enumerate(ranks):
        rank, file = 7 - i, 0
        for ch in text:
            if ch.isdigit():
                file += int(ch)
            elif ch in PIECES:
                if file > 7:
                    raise FenError(f"rank {rank + 1} is too long")
                squares[rank * 8 + file] = ch
                file += 1
            else:
                raise FenError(f"bad piece {ch!r}")
        if file != 8:
            raise FenError(f"rank {rank + 1} has {file} squares")
    if side not in ("w", "b"):
        raise FenError("side to move must be w or b")
    if castling != "-" and not set(castling) <= set("KQkq"):
        raise FenError(f"bad castling rights {castling!r}")
    return Position(tuple(squares), side == "w", castling, None if ep == "-" else ep,
                    int(halfmove), int(fullmove))


def to_fen(pos: Position) -> str:
    rows = []
    for rank in range(7, -1, -1):
        row, empty = "", 0
        for file in range(8):
            piece = pos.squares[rank * 8 + file]
            if piece is None:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            row += piece
        rows.append(row + (str(empty) if empty else ""))
    side = "w" if pos.white_to_move else "b"
    return " ".join(["/".join(rows), side, pos.castling or "-", pos.en_passant or "-",
                     str(pos.halfmove), str(pos.fullmove)])
