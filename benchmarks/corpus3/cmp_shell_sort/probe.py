"""Behaviour probe: random lists sorted both ways, medians and gap sequences."""

import random


def probe(import_module):
    mod = import_module("shell_sort")
    rng = random.Random(102)
    out = []
    for n in range(60):
        values = [rng.randint(-20, 20) for _ in range(rng.randint(0, 30))]
        try:
            out.append((
                mod.knuth_gaps(n),
                mod.shell_sort(values),
                mod.shell_sort(values, reverse=True),
                mod.median(values) if values else None,
            ))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
