import random
from fractions import Fraction


def probe(import_module):
    mod = import_module("interpolation")
    rng = random.Random(1795)
    out = []
    for _ in range(15):
        n = rng.randint(0, 5)
        xs = rng.sample(range(-6, 7), n)
        if n and rng.random() < 0.1:
            xs[-1] = xs[0]
        ys = [rng.randint(-9, 9) for _ in range(n)]
        x = Fraction(rng.randint(-12, 12), rng.randint(1, 3))
        for call in (
            lambda: mod.lagrange_eval(xs, ys, x),
            lambda: mod.neville(xs, ys, x),
            lambda: mod.divided_differences(xs, ys),
            lambda: mod.power_coefficients(xs, ys),
            lambda: mod.interpolate(xs, ys)(x),
        ):
            try:
                result = call()
                out.append([str(v) for v in result] if isinstance(result, list) else str(result))
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
