"""Behaviour probe: best moves and outcomes of random reachable positions."""

import random


def probe(import_module):
    mod = import_module("tictactoe")
    rng = random.Random(631)
    out = []
    for _ in range(60):
        board = "." * 9
        for _ in range(rng.randint(0, 8)):
            if mod.winner(board) or not mod.free_cells(board):
                break
            board = mod.play(board, rng.choice(mod.free_cells(board)), mod.to_move(board))
        out.append((board, mod.outcome(board)))
        if not mod.winner(board) and mod.free_cells(board):
            out.append(mod.best_move(board))
    return out
