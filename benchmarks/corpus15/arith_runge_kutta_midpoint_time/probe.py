import math
import random


def probe(import_module):
    mod = import_module("rk4")
    rng = random.Random(2024)
    out = []
    for _ in range(55):
        a, b, c = (round(rng.uniform(-2, 2), 3) for _ in range(3))
        kind = rng.randrange(3)
        if kind == 0:
            f = mod.scalar(lambda t, y, a=a, b=b: a * y + b)
        elif kind == 1:
            f = mod.scalar(lambda t, y, a=a, b=b, c=c: a * math.sin(b * t) + c * y)
        else:
            f = lambda t, s, a=a, b=b: [s[1], a * s[0] + b * t]
        y0 = [round(rng.uniform(-1, 1), 3)] if kind < 2 else [1.0, round(rng.uniform(-1, 1), 3)]
        t0 = round(rng.uniform(-1, 1), 2)
        t1 = t0 + round(rng.uniform(0.1, 2), 2)
        try:
            out.append([round(v, 8) for v in mod.solve_at(f, t0, y0, t1, steps=rng.randint(1, 30))])
        except Exception as e:
            out.append(type(e).__name__)
        try:
            out.append([round(v, 8) for v in mod.rk4_step(f, t0, y0, round(rng.uniform(0, 0.5), 3))])
        except Exception as e:
            out.append(type(e).__name__)
    return out
