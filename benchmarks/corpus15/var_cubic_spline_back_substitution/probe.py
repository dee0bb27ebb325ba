import random


def probe(import_module):
    mod = import_module("cubic_spline")
    rng = random.Random(31337)
    out = []
    for _ in range(30):
        n = rng.randint(1, 9)
        xs = sorted(rng.sample(range(-20, 40), n))
        ys = [rng.randint(-10, 10) for _ in range(n)]
        try:
            spline = mod.NaturalSpline(xs, ys)
        except Exception as e:
            out.append(type(e).__name__)
            continue
        for _ in range(2):
            x = rng.uniform(xs[0] - 1, xs[-1] + 1)
            out.append(round(spline(x), 7))
            out.append(round(spline.derivative(x), 7))
        out.append(round(spline.integral(), 7))
        size = rng.randint(1, 6)
        diag = [rng.uniform(5, 9) for _ in range(size)]
        off = [rng.uniform(-2, 2) for _ in range(size - 1)]
        rhs = [rng.uniform(-5, 5) for _ in range(size)]
        out.append([round(v, 7) for v in mod.solve_tridiagonal(off, diag, off, rhs)])
    return out
