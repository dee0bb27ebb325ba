import random


def probe(import_module):
    mod = import_module("square_finder")
    rng = random.Random(2718)
    out = []
    for _ in range(15):
        h, w = rng.randint(1, 7), rng.randint(1, 7)
        density = rng.choice([0.5, 0.7, 0.9])
        rows = [[1 if rng.random() < density else 0 for _ in range(w)] for _ in range(h)]
        try:
            grid = mod.BinaryGrid(rows)
        except Exception as e:
            out.append(repr(type(e).__name__))
            continue
        for call in (
            grid.ones,
            grid.largest_side,
            grid.largest_area,
            grid.largest_square,
            grid.count_squares,
            grid.square_table,
        ):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
