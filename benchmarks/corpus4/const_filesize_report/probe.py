"""Behaviour probe: random trees rendered in both unit systems, and size thresholds."""

import random


def probe(import_module):
    mod = import_module("report")
    rng = random.Random(422)

    def tree(depth):
        return {f"n{i}": (tree(depth - 1) if depth and rng.random() < 0.4
                          else rng.choice([0, 700, 1023, 1024, 5000, 10**6, 3 * 2**30]))
                for i in range(rng.randint(0, 3))}

    out = []
    for _ in range(60):
        t = tree(3)
        try:
            out.append((mod.total(t), mod.render(t, binary=rng.random() < 0.5, max_depth=2),
                        mod.over(t, rng.choice(["1 KiB", "1 kB", "2 MiB", "1 GB"]))))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
