"""Behaviour probe: random modular powers, Fibonacci residues and last digits."""

import random


def probe(import_module):
    mod = import_module("fast_power")
    rng = random.Random(106)
    out = []
    for _ in range(60):
        base, exp, m = rng.randint(0, 50), rng.randint(0, 300), rng.randint(1, 1000)
        for fn, args in (
            (mod.power_mod, (base, exp, m)),
            (mod.fib_mod, (exp, m)),
            (mod.last_digits, (base, exp, 3)),
        ):
            try:
                out.append(fn(*args))
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                out.append(type(exc).__name__)
    return out
