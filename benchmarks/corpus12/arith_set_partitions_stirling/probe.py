import random


def probe(import_module):
    mod = import_module("set_partitions")
    rng = random.Random(5151)
    out = []
    for _ in range(60):
        n, k = rng.randint(-1, 9), rng.randint(-1, 6)
        items = list("abcdefg"[: rng.randint(0, 5)])
        calls = (lambda: mod.stirling2(n, k), lambda: mod.bell(max(n, 0)),
                 lambda: mod.stirling_row(max(n, 0)), lambda: len(mod.partitions(items)),
                 lambda: mod.k_partitions(items, max(k, 0)),
                 lambda: [mod.to_growth_string(p, items) for p in mod.partitions(items)][:5])
        for call in calls:
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
