"""Behaviour probe: division, gcd, lcm and square-free parts of random rational polynomials."""

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path.cwd() / "src"))


def probe(import_module):
    mod = import_module("polykit")
    rng = random.Random(603)
    out = []
    for _ in range(60):
        a = mod.Polynomial([rng.randint(-4, 4) for _ in range(rng.randint(1, 5))])
        b = mod.Polynomial([rng.randint(-4, 4) for _ in range(rng.randint(1, 4))] + [1])
        try:
            q, r = mod.divide(a, b)
            out.append((repr(q), repr(r)))
            out.append(repr(mod.gcd(a * b, b * b)))
            out.append(repr(mod.square_free(b * b)))
            out.append((repr(mod.square_free(a)), repr(mod.square_free(b))))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
