import random


def probe(import_module):
    mod = import_module("closest")
    rng = random.Random(5151)
    out = []
    for _ in range(30):
        values = sorted(rng.randint(0, 30) for _ in range(rng.randint(0, 10)))
        target = rng.randint(-3, 33)
        radius = rng.randint(0, 5)
        k = rng.randint(0, len(values))
        for call in (lambda: mod.values_within(values, target, radius),
                     lambda: mod.count_within(values, target, radius),
                     lambda: mod.k_closest(values, target, k),
                     lambda: mod.closest_value(values, target),
                     lambda: mod.floor_and_ceiling(values, target)):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
