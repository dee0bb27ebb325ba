"""Behaviour probe: move lists and attack maps of random sparse positions."""

import random


def probe(import_module):
    mod = import_module("fenboard")
    rng = random.Random(619)
    out = []
    for _ in range(20):
        squares = [None] * 64
        for piece in rng.sample("KkQRBNPnbp", 6) + ["K", "k"]:
            squares[rng.randrange(8, 56)] = piece
        rows = []
        for rank in range(7, -1, -1):
            row = "".join(squares[rank * 8 + f] or "1" for f in range(8))
            rows.append(row)
        board = mod.Board("/".join(rows) + " w - - 0 1")
        for index, piece in enumerate(squares):
            if piece in ("K", "k", "N"):
                try:
                    out.append((piece, board.moves_from(mod.square_name(index))))
                except IndexError:
                    out.append((piece, "IndexError"))
        try:
            out.append(sorted(board.attacked_by(True)))
        except IndexError:
            out.append("IndexError")
    return out
