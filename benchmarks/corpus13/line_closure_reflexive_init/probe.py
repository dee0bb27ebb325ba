import random


def probe(import_module):
    mod = import_module("reachability")
    rng = random.Random(31337)
    out = []
    for _ in range(60):
        n = rng.randint(1, 7)
        edges = [(rng.randrange(n), rng.randrange(n)) for _ in range(rng.randint(0, 10))]
        try:
            reach = mod.closure(n, edges)
            u = rng.randrange(n)
            out.append((mod.reachable_from(reach, u), mod.reaching(reach, u)))
            out.append((mod.mutual_groups(reach), mod.reachable_pairs(reach)))
            out.append(mod.has_cycle(n, edges))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
