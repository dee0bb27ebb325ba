"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    ring = mod_loader("ring")
    rng = random.Random(24)
    out = []
    for _ in range(60):
        buf = ring.RingBuffer(rng.randint(1, 4))
        for i in range(rng.randint(0, 7)):
            buf.push(i)
        out.append(_call(buf.latest))
    return out
