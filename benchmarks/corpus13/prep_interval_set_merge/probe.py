import random


def probe(import_module):
    mod = import_module("interval_set")
    rng = random.Random(6161)
    out = []
    for _ in range(50):
        ivs = []
        for _ in range(rng.randint(0, 7)):
            s = rng.randint(0, 40)
            ivs.append((s, s + rng.randint(1, 6)))
        for call in (lambda: mod.merge_intervals(ivs),
                     lambda: mod.IntervalSet(ivs).gaps(0, 50),
                     lambda: sum(x in mod.IntervalSet(ivs) for x in range(50)),
                     lambda: mod.min_stabbing_points(ivs)):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
