import random


def probe(import_module):
    mod = import_module("bankers")
    rng = random.Random(1414)
    out = []
    for _ in range(60):
        n, m = rng.randint(1, 5), rng.randint(1, 3)
        maximum = [[rng.randint(0, 6) for _ in range(m)] for _ in range(n)]
        allocation = [[rng.randint(0, c) for c in row] for row in maximum]
        available = [rng.randint(0, 4) for _ in range(m)]
        try:
            out.append(mod.safe_sequence(available, maximum, allocation))
        except Exception as e:
            out.append(repr(type(e).__name__))
        pid = rng.randrange(n)
        request = [rng.randint(0, 2) for _ in range(m)]
        try:
            out.append(mod.request_resources(available, maximum, allocation, pid, request))
        except Exception as e:
            out.append(repr(type(e).__name__))
        out.append(mod.total_resources(available, allocation))
    return out
