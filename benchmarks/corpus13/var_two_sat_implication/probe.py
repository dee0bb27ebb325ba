import random


def probe(import_module):
    mod = import_module("two_sat")
    rng = random.Random(2222)
    out = []
    for _ in range(60):
        n = rng.randint(1, 5)
        sat = mod.TwoSat(n)
        for _ in range(rng.randint(0, 7)):
            a = rng.choice([-1, 1]) * rng.randint(1, n)
            b = rng.choice([-1, 1]) * rng.randint(1, n)
            kind = rng.choice(["either", "implies", "exactly_one", "require"])
            if kind == "require":
                sat.require(a)
            else:
                getattr(sat, kind)(a, b)
        result = sat.solve()
        out.append(result)
        out.append(None if result is None else sat.satisfied_by(result))
    return out
