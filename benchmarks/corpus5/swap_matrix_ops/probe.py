"""Behaviour probe: products, determinants and inverses of random small matrices."""

import os
import random
import sys


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    vm = import_module("vecmat")
    rng = random.Random(77)
    out = []

    def rand(n, m):
        return vm.Matrix([[rng.randrange(-4, 5) for _ in range(m)] for _ in range(n)])

    for _ in range(50):
        n, k, m = rng.randrange(1, 4), rng.randrange(1, 4), rng.randrange(1, 4)
        a, b = rand(n, k), rand(k, m)
        try:
            out.append(repr(a @ b))
        except Exception as exc:  # noqa: BLE001
            out.append(type(exc).__name__)
        sq = rand(n, n)
        out.append(sq.determinant())
        try:
            out.append(repr(vm.inverse(sq)))
        except Exception as exc:  # noqa: BLE001
            out.append(type(exc).__name__)
    return out
