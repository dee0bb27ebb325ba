import random


def probe(import_module):
    mod = import_module("eulerian")
    rng = random.Random(4242)
    out = []
    for _ in range(60):
        n = rng.randint(-1, 12)
        k = rng.randint(-1, 12)
        try:
            out.append(mod.eulerian(n, k))
        except Exception as e:
            out.append(type(e).__name__)
        try:
            out.append(mod.worpitzky(rng.randint(0, 9), max(n, 0)))
        except Exception as e:
            out.append(type(e).__name__)
        try:
            out.append(round(mod.geometric_power_series(max(n, 0), rng.uniform(-0.9, 0.9)), 6))
        except Exception as e:
            out.append(type(e).__name__)
    out.append([mod.row_sum_check(n) for n in range(9)])
    return out
