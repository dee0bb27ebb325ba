"""Behaviour probe: random small boards, stepped, with their periods."""

import random


def probe(import_module):
    mod = import_module("life")
    rng = random.Random(436)
    out = []
    for _ in range(60):
        h, w = rng.randint(3, 7), rng.randint(3, 7)
        cells = {(rng.randrange(h), rng.randrange(w)) for _ in range(rng.randint(0, 12))}
        board = mod.Board(h, w, cells, wrap=rng.random() < 0.5)
        try:
            after = board.copy().run(3)
            out.append((after.population(), after.generation, board.period(limit=40)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
