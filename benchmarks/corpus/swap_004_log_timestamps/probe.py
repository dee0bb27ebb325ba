"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    lp = mod_loader("logparse")
    rng = random.Random(28)
    out = []
    for _ in range(60):
        line = (
            f"2024-{rng.randint(1, 13):02d}-{rng.randint(1, 28):02d} "
            f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:00 "
            f"[{rng.choice(['INFO', 'ERROR', 'warn'])}] msg{rng.randint(0, 9)}"
        )
        out.append(repr(_call(lp.parse_line, line)))
    return out
