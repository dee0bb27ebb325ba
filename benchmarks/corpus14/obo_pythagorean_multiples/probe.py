import random


def probe(import_module):
    mod = import_module("pythagorean")
    rng = random.Random(345)
    out = []
    for _ in range(20):
        limit = rng.randint(0, 260)
        m, n = rng.randint(0, 9), rng.randint(0, 9)
        for call in (
            lambda: mod.primitive_triples(limit),
            lambda: mod.all_triples(limit),
            lambda: mod.most_common_perimeter(limit),
            lambda: mod.euclid_triple(m, n),
            lambda: mod.triples_with_hypotenuse(rng.randint(1, 90)),
        ):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
