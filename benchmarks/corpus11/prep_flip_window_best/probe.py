import random


def probe(import_module):
    mod = import_module("flip_window")
    rng = random.Random(1618)
    out = []
    for _ in range(12):
        bits = [1 if rng.random() < 0.65 else 0 for _ in range(rng.randint(0, 16))]
        k = rng.randint(0, 3)
        for call in (
            lambda: mod.runs(bits),
            lambda: mod.longest_run(bits),
            lambda: mod.best_flip_window(bits, k),
            lambda: mod.longest_with_flips(bits, k),
            lambda: mod.flips_to_apply(bits, k),
            lambda: mod.min_flips_for_run(bits, rng.randint(0, 18)),
        ):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
