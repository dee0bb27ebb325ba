import random


def probe(import_module):
    mod = import_module("equation_ratios")
    rng = random.Random(1208)
    names = list("abcdefg")
    out = []
    for _ in range(60):
        t = mod.RatioTable()
        for _ in range(rng.randint(0, 6)):
            a, b = rng.choice(names), rng.choice(names)
            try:
                out.append(t.add(a, b, rng.choice([0, 0.5, 2.0, 3.0, 4.0])))
            except Exception as e:
                out.append(repr(type(e).__name__))
        for _ in range(3):
            a, b = rng.choice(names), rng.choice(names)
            try:
                r = t.query(a, b)
                out.append(None if r is None else round(r, 6))
            except Exception as e:
                out.append(repr(type(e).__name__))
        out.append(t.groups())
    return out
