import random


def probe(import_module):
    mod = import_module("bitonic")
    rng = random.Random(1717)
    out = []
    for _ in range(30):
        values = [rng.randint(-20, 20) for _ in range(rng.randint(0, 20))]
        left = sorted(rng.randint(0, 30) for _ in range(rng.randint(0, 8)))
        right = sorted(rng.randint(0, 30) for _ in range(rng.randint(0, 8)))
        for call in (lambda: mod.bitonic_sort(values),
                     lambda: mod.bitonic_sort(values, key=abs, reverse=True),
                     lambda: mod.merge_sorted(left, right),
                     lambda: mod.is_bitonic(values[:6])):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
