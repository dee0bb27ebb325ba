import random


def probe(import_module):
    mod = import_module("graphic_degrees")
    rng = random.Random(5151)
    out = []
    for _ in range(60):
        n = rng.randint(0, 7)
        seq = [rng.randint(-1 if rng.random() < 0.05 else 0, 4) for _ in range(n)]
        for fn in (mod.is_graphic, mod.erdos_gallai, mod.realize, mod.havel_hakimi_steps,
                   mod.is_forest_sequence):
            try:
                out.append(fn(seq))
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
