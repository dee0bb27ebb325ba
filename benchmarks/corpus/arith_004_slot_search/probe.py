"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    slots = mod_loader("slots")
    rng = random.Random(8)
    out = []
    for _ in range(60):
        day = sorted(rng.sample(range(480, 1080, 15), rng.randint(0, 8)))
        out.append(_call(slots.next_slot, day, rng.randint(450, 1100)))
    return out
