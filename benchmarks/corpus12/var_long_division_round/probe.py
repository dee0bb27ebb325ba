import random


def probe(import_module):
    mod = import_module("long_division")
    rng = random.Random(1203)
    out = []

    def record(fn, *args):
        try:
            out.append(fn(*args))
        except Exception as e:
            out.append(repr(type(e).__name__))

    for _ in range(12):
        a = str(rng.randint(0, 10 ** rng.randint(1, 25)))
        b = str(rng.randint(0, 10 ** rng.randint(1, 8)))
        record(mod.compare, a, b)
        record(mod.add, a, b)
        record(mod.subtract, a, b)
        record(mod.multiply_small, a, rng.randint(0, 99))
        record(mod.divmod_small, a, rng.randint(0, 50))
        record(mod.divmod_big, a, b)
        record(mod.rounded_quotient, a, b)
        record(mod.decimal_quotient, str(rng.randint(1, 999)), str(rng.randint(1, 99)), rng.randint(0, 5))
    return out
