"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    delivery = mod_loader("delivery")
    rng = random.Random(26)
    out = []
    for _ in range(60):
        a = (rng.uniform(40, 50), rng.uniform(0, 10))
        b = (a[0] + rng.uniform(-0.5, 0.5), a[1] + rng.uniform(-0.5, 0.5))
        out.append(_call(delivery.fee, a, b))
    return out
