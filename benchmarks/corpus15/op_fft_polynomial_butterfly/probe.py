import random


def probe(import_module):
    mod = import_module("fft_poly")
    rng = random.Random(9001)
    out = []
    for _ in range(60):
        a = [rng.randint(-20, 20) for _ in range(rng.randint(0, 9))]
        b = [rng.randint(-20, 20) for _ in range(rng.randint(0, 9))]
        try:
            out.append(mod.multiply(a, b))
        except Exception as e:
            out.append(type(e).__name__)
        try:
            out.append(mod.multiply_integers(rng.randint(-5, 10 ** rng.randint(0, 8)),
                                             rng.randint(0, 10 ** rng.randint(0, 8))))
        except Exception as e:
            out.append(type(e).__name__)
        try:
            out.append(mod.poly_power(a[:3], rng.randint(0, 4)))
        except Exception as e:
            out.append(type(e).__name__)
    return out
