import random


def probe(import_module):
    mod = import_module("bst_map")
    rng = random.Random(1204)
    out = []
    for _ in range(50):
        m = mod.BSTMap()
        for _ in range(rng.randint(0, 12)):
            k = rng.randint(0, 30)
            m[k] = k * 2
        for _ in range(rng.randint(0, 3)):
            try:
                del m[rng.randint(0, 30)]
            except Exception as e:
                out.append(repr(type(e).__name__))
        q = rng.randint(-2, 32)
        for call in (lambda: m.keys(), lambda: len(m), lambda: m.floor(q),
                     lambda: m.ceiling(q), lambda: m[q]):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
