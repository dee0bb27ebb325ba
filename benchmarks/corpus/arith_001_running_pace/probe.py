"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    pace = mod_loader("pace")
    rng = random.Random(5)
    out = []
    for _ in range(60):
        dur, dist = rng.randint(60, 20000), rng.randint(0, 42000)
        out.append(_call(pace.summary, dur, dist))
    return out
