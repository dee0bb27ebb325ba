"""Behaviour probe: derivatives of random expression trees, evaluated at integer points."""

import random


def _random_expr(mod, rng, depth):
    if depth == 0 or rng.random() < 0.3:
        return mod.var(rng.choice("xy")) if rng.random() < 0.6 else mod.num(rng.randint(-3, 3))
    op = rng.choice("+-*/")
    return mod.Expr(op, _random_expr(mod, rng, depth - 1), _random_expr(mod, rng, depth - 1))


def probe(import_module):
    mod = import_module("symbolic_diff")
    rng = random.Random(8110)
    out = []
    for _ in range(60):
        expr = _random_expr(mod, rng, 3)
        env = {"x": rng.randint(-4, 4), "y": rng.randint(-4, 4)}
        try:
            value = mod.evaluate(mod.derivative(expr, "x"), env)
            out.append((str(expr), str(value), str(mod.simplify(mod.derivative(expr, "y")))))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append((str(expr), repr(type(exc).__name__)))
    return out
