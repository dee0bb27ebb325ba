import random


def probe(import_module):
    mod = import_module("quadratic_residues")
    rng = random.Random(808)
    out = []
    for _ in range(60):
        n = rng.randrange(-3, 400)
        a = rng.randrange(-50, 1000)
        try:
            out.append(mod.jacobi(a, n))
        except Exception as e:
            out.append(type(e).__name__)
        try:
            out.append(mod.solovay_strassen(rng.randrange(0, 5000)))
        except Exception as e:
            out.append(type(e).__name__)
        p = rng.choice([3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47])
        try:
            out.append(mod.is_quadratic_residue(a, p))
        except Exception as e:
            out.append(type(e).__name__)
    return out
