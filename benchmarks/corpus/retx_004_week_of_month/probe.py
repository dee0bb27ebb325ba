"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    from datetime import date

    weeks = mod_loader("weeks")
    rng = random.Random(114)
    return [_call(weeks.week_of_month, date(rng.randint(2000, 2030), rng.randint(1, 12), rng.randint(1, 28))) for _ in range(60)]
