"""Behaviour probe: random sparse products, sums, transposes and matrix-vector products."""

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path.cwd() / "src"))


def _rand(rng, rows, cols):
    return [[rng.choice([0, 0, 0, rng.randint(-3, 5)]) for _ in range(cols)] for _ in range(rows)]


def probe(import_module):
    mod = import_module("sparsemat")
    rng = random.Random(601)
    out = []
    for _ in range(60):
        n, m, p = rng.randint(1, 4), rng.randint(1, 4), rng.randint(1, 4)
        a, b = mod.from_dense(_rand(rng, n, m)), mod.from_dense(_rand(rng, m, p))
        try:
            out.append(mod.to_dense(a @ b))
            out.append(a.matvec([rng.randint(-2, 2) for _ in range(m)]))
            out.append(mod.to_dense(a.transpose() + a.transpose()))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
