"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    from decimal import Decimal

    sav = mod_loader("savings")
    rng = random.Random(93)
    return [str(_call(sav.project, Decimal(rng.randint(0, 500)), Decimal(rng.randint(0, 10)), rng.randint(-1, 24))) for _ in range(60)]
