"""Behaviour probe: labels of random column numbers, and cell names back and forth."""

import random


def probe(import_module):
    mod = import_module("column_label")
    rng = random.Random(7027)
    out = []
    for _ in range(60):
        number = rng.choice([rng.randint(-1, 30), rng.randint(1, 800), rng.randint(1, 20000)])
        try:
            out.append(mod.column_label(number))
        except Exception as e:
            out.append(repr(type(e).__name__))
    for _ in range(20):
        label = "".join(rng.choice("AZbY") for _ in range(rng.randint(1, 3)))
        out.append(mod.column_number(label))
        row, col = rng.randint(1, 99), rng.randint(1, 1000)
        try:
            name = mod.cell_name(row, col)
            out.append((name, mod.parse_cell(name)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
