import random


def probe(import_module):
    mod = import_module("house_robber")
    rng = random.Random(1204)
    out = []
    for _ in range(60):
        values = [rng.randint(-1 if rng.random() < 0.05 else 0, 20) for _ in range(rng.randint(0, 9))]
        for fn in (mod.rob_line, mod.rob_plan, mod.rob_circle):
            try:
                out.append(fn(values))
            except Exception as e:
                out.append(repr(type(e).__name__))
        levels = [None if rng.random() < 0.2 else rng.randint(0, 9) for _ in range(rng.randint(0, 10))]
        try:
            out.append(mod.rob_tree(mod.build_tree(levels)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
