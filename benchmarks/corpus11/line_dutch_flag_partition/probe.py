import random


def probe(import_module):
    mod = import_module("three_way_partition")
    rng = random.Random(1103)
    out = []
    for _ in range(20):
        xs = [rng.randint(0, 9) for _ in range(rng.randint(0, 12))]
        pivot = rng.randint(0, 9)
        try:
            out.append(mod.count_around(xs, pivot))
        except Exception as e:
            out.append(repr(type(e).__name__))
        try:
            out.append(mod.is_partitioned(sorted(xs), pivot))
        except Exception as e:
            out.append(repr(type(e).__name__))
        ys = list(xs)
        try:
            res = mod.partition3(ys, pivot)
            out.append((res, mod.is_partitioned(ys, pivot), sorted(ys) == sorted(xs)))
        except Exception as e:
            out.append(repr(type(e).__name__))
        try:
            out.append(mod.sort_colors([v % 3 for v in xs]))
        except Exception as e:
            out.append(repr(type(e).__name__))
        if xs:
            try:
                out.append(mod.select_rank(xs, rng.randrange(len(xs))))
            except Exception as e:
                out.append(repr(type(e).__name__))
    for _ in range(10):
        xs = [rng.randint(-5, 5) for _ in range(rng.randint(0, 8))]
        try:
            out.append(sorted(mod.group_by_sign(xs)[:sum(x < 0 for x in xs)]))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
