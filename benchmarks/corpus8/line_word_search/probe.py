"""Behaviour probe: random small grids over few letters, random words, some read off the grid."""

import random


def probe(import_module):
    mod = import_module("word_search")
    rng = random.Random(8106)
    out = []
    for _ in range(60):
        rows, cols = rng.randint(1, 3), rng.randint(1, 4)
        grid = ["".join(rng.choice("AB") for _ in range(cols)) for _ in range(rows)]
        word = "".join(rng.choice("AB") for _ in range(rng.randint(1, rows * cols + 1)))
        try:
            out.append((tuple(grid), word, mod.find_path(grid, word)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append((tuple(grid), word, repr(type(exc).__name__)))
    grid = ["ABBA", "BAAB"]
    try:
        out.append(mod.words_in_grid(grid, ["AAAA", "ABAB", "BAAB", "AAAAA", "BBBB", "ABBAB"]))
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        out.append(repr(type(exc).__name__))
    return out
