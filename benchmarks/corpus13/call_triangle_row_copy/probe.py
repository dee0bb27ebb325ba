import random


def probe(import_module):
    mod = import_module("triangle_paths")
    rng = random.Random(3131)
    out = []
    for _ in range(50):
        rows = rng.randint(0, 6)
        tri = [[rng.randint(-5, 20) for _ in range(r + 1)] for r in range(rows)]
        if rng.random() < 0.2:
            tri = tuple(tuple(row) for row in tri)
        for call in (lambda: mod.min_path_sum(tri),
                     lambda: mod.max_path_sum(tri),
                     lambda: mod.best_path(tri),
                     lambda: [list(row) for row in tri]):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
