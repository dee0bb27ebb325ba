import random


def probe(import_module):
    mod = import_module("natural_merge")
    rng = random.Random(9090)
    out = []
    for _ in range(50):
        data = [rng.randint(0, 15) for _ in range(rng.randint(0, 10))]
        if rng.random() < 0.3:
            data.sort()
        for call in (lambda: mod.natural_merge_sort(data),
                     lambda: mod.count_runs(data),
                     lambda: mod.merge_passes(data),
                     lambda: mod.natural_merge_sort([(x % 3, i) for i, x in enumerate(data)],
                                                    key=lambda p: p[0])):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
