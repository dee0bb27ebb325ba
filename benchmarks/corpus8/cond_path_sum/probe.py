"""Behaviour probe: random sparse trees in heap layout, every target near their path sums."""

import random


def probe(import_module):
    mod = import_module("tree_path_sum")
    rng = random.Random(8103)
    out = []
    for _ in range(40):
        size = rng.randint(0, 15)
        values = [rng.randint(-3, 6) if rng.random() < 0.7 else None for _ in range(size)]
        tree = mod.from_array(values)
        try:
            sums = mod.leaf_sums(tree)
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            sums = repr(type(exc).__name__)
        for target in (rng.randint(-6, 16), rng.randint(-6, 16)):
            try:
                out.append((tuple(values), target, mod.has_path_sum(tree, target),
                            len(mod.paths_with_sum(tree, target))))
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                out.append((tuple(values), target, repr(type(exc).__name__)))
        out.append(sums if isinstance(sums, str) else tuple(sums))
    return out
