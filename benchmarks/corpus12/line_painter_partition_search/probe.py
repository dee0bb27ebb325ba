import random


def probe(import_module):
    mod = import_module("painter_partition")
    rng = random.Random(1205)
    out = []
    for _ in range(50):
        values = [rng.randint(1, 30) for _ in range(rng.randint(0, 8))]
        parts = rng.randint(0, 4)
        for fn in (mod.min_largest_sum, mod.split_boards, mod.painting_time):
            try:
                out.append(fn(values, parts))
            except Exception as e:
                out.append(repr(type(e).__name__))
        try:
            out.append(mod.max_min_distance(values, rng.randint(1, 4)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
