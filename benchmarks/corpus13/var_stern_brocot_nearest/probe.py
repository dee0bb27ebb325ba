import random


def probe(import_module):
    mod = import_module("stern_brocot")
    rng = random.Random(1618)
    out = []
    for _ in range(60):
        p, q = rng.randint(0, 40), rng.randint(1, 40)
        x = f"{rng.randint(0, 9)}.{rng.randint(0, 99999):05d}"
        for call in (lambda: mod.path_of(p, q),
                     lambda: mod.best_approximation(x, rng.randint(1, 60)),
                     lambda: mod.children(p, q)):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
