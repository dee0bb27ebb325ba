import random


def probe(import_module):
    mod = import_module("aliquot")
    rng = random.Random(4101)
    out = []
    for _ in range(20):
        n = rng.randint(1, 3000)
        for call in (
            lambda: mod.aliquot_sum(n),
            lambda: mod.classify(n),
            lambda: mod.amicable_partner(n),
        ):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    starts = [rng.randint(1, 600) for _ in range(25)] + [25, 95, 562, 1064, 12496, 0]
    for n in starts:
        try:
            out.append(mod.aliquot_sequence(n, max_terms=30))
        except Exception as e:
            out.append(repr(type(e).__name__))
    try:
        out.append(mod.amicable_pairs(1500))
    except Exception as e:
        out.append(repr(type(e).__name__))
    return out
