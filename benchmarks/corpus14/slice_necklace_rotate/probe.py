import random


def probe(import_module):
    mod = import_module("necklaces")
    rng = random.Random(5150)
    out = []
    for _ in range(60):
        s = "".join(rng.choice("abc") for _ in range(rng.randint(0, 7)))
        t = mod.rotate(s, rng.randint(0, 9))
        try:
            out.append(t)
            out.append(mod.least_rotation(s))
            out.append(mod.canonical(s))
            out.append(mod.is_rotation(s, t))
            out.append(mod.is_lyndon(s))
            out.append(mod.lyndon_factorization(s))
            out.append(mod.rotation_count(s))
        except Exception as e:
            out.append(repr(type(e).__name__))
    words = ["".join(rng.choice("ab") for _ in range(4)) for _ in range(12)]
    out.append(mod.necklace_classes(words))
    return out
