import random


def probe(import_module):
    mod = import_module("gate_distances")
    rng = random.Random(1313)
    out = []
    for _ in range(60):
        rows, cols = rng.randint(1, 6), rng.randint(1, 6)
        plan = ["".join(rng.choice("..##G....") for _ in range(cols)) for _ in range(rows)]
        for fn in (mod.gate_distances, mod.farthest_cell, mod.sealed_cells, mod.render):
            try:
                out.append(fn(plan))
            except Exception as e:
                out.append(repr(type(e).__name__))
        cell = (rng.randrange(rows), rng.randrange(cols))
        try:
            out.append(mod.nearest_gate(plan, cell))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
