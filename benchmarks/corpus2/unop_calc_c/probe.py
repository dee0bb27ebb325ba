"""Behaviour probe: random expressions over + - * / ^ with parentheses and variables."""

import random


def _call(fn, *args):
    try:
        return fn(*args)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def _expr(rng, depth):
    if depth == 0 or rng.random() < 0.3:
        return rng.choice([str(rng.randint(0, 9)), "x", "y", f"{rng.randint(1, 5)}.5"])
    op = rng.choice("+-*/^")
    left, right = _expr(rng, depth - 1), _expr(rng, depth - 1)
    if op == "^":
        right = str(rng.randint(0, 3))
    text = f"{left} {op} {right}"
    if rng.random() < 0.3:
        text = f"-({text})"
    return f"({text})" if rng.random() < 0.5 else text


def probe(mod_loader):
    calc = mod_loader("calc")
    rng = random.Random(3)
    out = []
    for _ in range(70):
        source = _expr(rng, 3)
        value = _call(calc.evaluate, source, {"x": 2.0, "y": -1.5})
        out.append((source, round(value, 9) if isinstance(value, float) else value))
    return out
