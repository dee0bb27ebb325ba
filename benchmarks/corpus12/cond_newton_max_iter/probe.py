import math
import random


def probe(import_module):
    mod = import_module("newton_roots")
    rng = random.Random(4417)
    out = []

    def record(fn, *args, **kwargs):
        try:
            value = fn(*args, **kwargs)
            out.append(round(value, 9) if isinstance(value, float) else value)
        except Exception as e:
            out.append(repr(type(e).__name__))

    for _ in range(20):
        a = rng.randint(-50, 50)
        n = rng.randint(1, 5)
        record(mod.nth_root, a, n)
        record(mod.integer_sqrt, rng.randint(-3, 10 ** 12))
        c = rng.uniform(0.5, 9.0)
        x0 = rng.uniform(-3.0, 3.0)
        # x^2 + c has no real root: the iteration must stop after max_iter.
        record(mod.newton, lambda x, c=c: x * x + c, x0, lambda x: 2 * x, 1e-12, rng.randint(5, 40))
        record(mod.newton, lambda x, c=c: x * x - c, abs(x0) + 1.0)
        record(mod.secant, lambda x, c=c: x ** 3 - c, 1.0, 2.0)
    return out
