"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    table = mod_loader("table")
    rng = random.Random(34)
    out = []
    for _ in range(60):
        h, w = rng.randint(1, 3), rng.randint(1, 4)
        rows = [["x" * rng.randint(0, 5) for _ in range(w)] for _ in range(h)]
        out.append(_call(table.column_widths, rows))
    return out
