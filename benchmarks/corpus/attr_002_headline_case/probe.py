"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    hl = mod_loader("headlines")
    rng = random.Random(42)
    words = ["the", "WAR", "of", "worlds", "in", "a", "day"]
    out = []
    for _ in range(60):
        out.append(_call(hl.headline_case, " ".join(rng.choice(words) for _ in range(rng.randint(0, 5)))))
    return out
