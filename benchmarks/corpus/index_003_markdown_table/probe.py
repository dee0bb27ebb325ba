"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    md = mod_loader("mdtable")
    rng = random.Random(23)
    out = []
    for _ in range(60):
        ncol = rng.randint(1, 3)
        rows = ["| " + " | ".join(f"c{i}" for i in range(ncol)) + " |", "|" + "---|" * ncol]
        for _ in range(rng.randint(0, 3)):
            rows.append("| " + " | ".join(str(rng.randint(0, 9)) for _ in range(ncol)) + " |")
        out.append(_call(md.parse_table, "\n".join(rows[: rng.randint(1, len(rows))])))
    return out
