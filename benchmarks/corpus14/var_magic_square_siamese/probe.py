import random


def probe(import_module):
    mod = import_module("magic_square")
    rng = random.Random(1514)
    out = []
    for n in range(0, 16):
        try:
            square = mod.magic_square(n)
            out.append(square)
            out.append(mod.is_magic(square))
        except Exception as e:
            out.append(repr(type(e).__name__))
        out.append(mod.magic_constant(n))
    for _ in range(20):
        n = rng.randint(1, 4)
        values = rng.sample(range(1, n * n + 1), n * n)
        square = [values[i * n:(i + 1) * n] for i in range(n)]
        out.append(mod.is_magic(square))
    return out
