"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    hz = mod_loader("humanize")
    rng = random.Random(81)
    return [_call(hz.humanize, rng.randint(-10, 300000)) for _ in range(60)]
