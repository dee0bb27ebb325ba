import random


def probe(import_module):
    mod = import_module("sorted_median")
    rng = random.Random(2024)
    out = []
    for _ in range(60):
        a = sorted(rng.randint(-20, 40) for _ in range(rng.randint(0, 12)))
        b = sorted(rng.randint(-20, 40) for _ in range(rng.randint(0, 4)))
        try:
            out.append(mod.median_two_sorted(a, b))
        except Exception as e:
            out.append(repr(type(e).__name__))
        try:
            k = rng.randint(0, len(a) + len(b) + 1)
            out.append(mod.kth_smallest_two(a, b, k))
            out.append(mod.percentile_two_sorted(a, b, rng.randint(1, 100)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
