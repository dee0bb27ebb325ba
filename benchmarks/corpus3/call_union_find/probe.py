"""Behaviour probe: random edge lists over a few nodes."""

import random


def probe(import_module):
    mod = import_module("union_find")
    rng = random.Random(132)
    out = []
    for _ in range(60):
        n = rng.randint(1, 9)
        edges = [(rng.randrange(n), rng.randrange(n)) for _ in range(rng.randint(0, 10))]
        try:
            out.append((mod.count_components(n, edges), mod.redundant_edges(n, edges),
                        mod.groups(n, edges)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
