import random


def probe(import_module):
    mod = import_module("sorted_lookup")
    rng = random.Random(5150)
    out = []
    for _ in range(12):
        xs = sorted(rng.randint(0, 20) for _ in range(rng.randint(0, 12)))
        lo, hi = rng.randint(-2, 22), rng.randint(-2, 22)
        x = rng.randint(-2, 22)
        for call in (
            lambda: mod.count_between(xs, lo, hi),
            lambda: mod.count_between(xs, min(lo, hi), max(lo, hi)),
            lambda: mod.occurrences(xs, rng.choice(xs) if xs else x),
            lambda: mod.values_between(xs, min(lo, hi), max(lo, hi)),
            lambda: mod.floor_value(xs, x),
            lambda: mod.ceil_value(xs, x),
            lambda: mod.closest_k(xs, x, rng.randint(0, 5)),
        ):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
