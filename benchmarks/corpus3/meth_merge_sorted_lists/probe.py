"""Behaviour probe: random sorted lists merged two at a time and k at a time."""

import random


def probe(import_module):
    mod = import_module("merge_sorted")
    rng = random.Random(125)
    out = []
    for _ in range(60):
        lists = [sorted(rng.randint(0, 20) for _ in range(rng.randint(0, 5)))
                 for _ in range(rng.randint(1, 4))]
        try:
            out.append((mod.merge_two(lists[0], lists[-1]), mod.merge_k(lists),
                        mod.merge_pairwise(lists)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
