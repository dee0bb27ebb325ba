"""Behaviour probe: queen solutions per board size and safety of random squares."""

import random


def probe(import_module):
    mod = import_module("queen_board")
    rng = random.Random(4421)
    out = []
    for n in range(8):
        sols = mod.solutions(n)
        out.append((n, len(sols), sols[:3]))
    for _ in range(60):
        n = rng.randint(1, 7)
        board = mod.QueenBoard(n)
        row = []
        for _ in range(rng.randint(0, 3)):
            try:
                board.place(rng.randrange(n + 1))
                row.append("ok")
            except Exception as e:
                row.append(repr(type(e).__name__))
        r = len(board.queens)
        row.append([board.is_safe(r, c) for c in range(n)])
        row.append(board.render())
        out.append(row)
    return out
