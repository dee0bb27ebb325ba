"""Behaviour probe: queens, subset sums and permutations on generated inputs."""

import random


def _call(fn, *args):
    try:
        return fn(*args)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    solvers = mod_loader("solvers")
    rng = random.Random(79)
    out = []
    for _ in range(60):
        size = rng.randint(0, 7)
        values = [rng.randint(0, 6) for _ in range(rng.randint(0, 5))]
        items = [rng.randint(0, 3) for _ in range(rng.randint(0, 4))]
        out.append((_call(solvers.queens, size, rng.choice([None, 2])),
                    _call(solvers.subset_sums, values, rng.randint(0, 8)),
                    _call(solvers.permutations, items)))
    return out
