"""Behaviour probe: paths of random words on random small letter boards."""

import random


def probe(import_module):
    mod = import_module("word_grid_search")
    rng = random.Random(9707)
    out = []
    for _ in range(60):
        rows, cols = rng.randint(1, 4), rng.randint(1, 5)
        board = ["".join(rng.choice("ABC") for _ in range(cols)) for _ in range(rows)]
        word = "".join(rng.choice("ABC") for _ in range(rng.randint(1, 4)))
        try:
            out.append((mod.find_path(board, word), mod.words_in(board, [word, word[::-1]])))
        except Exception as exc:
            out.append(repr(type(exc).__name__))
    return out
