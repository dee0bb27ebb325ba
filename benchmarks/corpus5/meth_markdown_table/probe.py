"""Behaviour probe: render random tables and reformat their Markdown."""

import random

CELLS = ["a", "bb", "ccc", "1", "22", "333", "x|y", "", "long cell", "4.50"]


def probe(import_module):
    md = import_module("mdtable")
    rng = random.Random(6060)
    out = []
    for _ in range(60):
        ncols = rng.randrange(1, 5)
        aligns = [rng.choice(list(md.Alignment)) for _ in range(ncols)]
        headers = [rng.choice(CELLS[:6]) + str(i) for i in range(ncols)]
        rows = [[rng.choice(CELLS) for _ in range(rng.randrange(1, ncols + 2))] for _ in range(rng.randrange(0, 4))]
        table = md.Table(headers, rows, aligns)
        text = md.render_table(table)
        out.append(text)
        out.append(md.reformat(text) == text)
    return out
