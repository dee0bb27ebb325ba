"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    mtg = mod_loader("meetings")
    rng = random.Random(101)
    out = []
    for _ in range(60):
        meetings = []
        for _ in range(rng.randint(0, 4)):
            s = rng.randint(0, 100)
            meetings.append((s, s + rng.randint(0, 60)))
        out.append(_call(mtg.busy_blocks, meetings))
    return out
