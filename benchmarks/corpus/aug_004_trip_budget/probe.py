"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    from decimal import Decimal

    trip = mod_loader("trip")
    rng = random.Random(94)
    out = []
    for _ in range(60):
        expenses = [Decimal(rng.randint(0, 80)) for _ in range(rng.randint(0, 4))]
        out.append(_call(trip.summary, Decimal(rng.randint(0, 200)), expenses, rng.randint(0, 3)))
    return out
