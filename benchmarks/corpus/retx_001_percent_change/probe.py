"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    growth = mod_loader("growth")
    rng = random.Random(111)
    return [_call(growth.percent_change, rng.randint(0, 50), rng.randint(0, 50)) for _ in range(60)]
