import random


def probe(import_module):
    mod = import_module("delannoy")
    rng = random.Random(6174)
    out = []
    for _ in range(60):
        m, n = rng.randint(-1, 4), rng.randint(-1, 4)
        try:
            out.append(mod.delannoy_paths(m, n))
        except Exception as e:
            out.append(type(e).__name__)
        try:
            out.append(mod.delannoy(m, n))
            out.append(mod.steps_histogram(m, n))
        except Exception as e:
            out.append(type(e).__name__)
        try:
            out.append(len(mod.schroeder_paths(rng.randint(0, 3))))
        except Exception as e:
            out.append(type(e).__name__)
    return out
