"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    from datetime import datetime

    agenda = mod_loader("agenda")
    rng = random.Random(54)
    out = []
    for _ in range(60):
        events = [(datetime(2024, 1, rng.randint(1, 4), rng.randint(8, 17)), "e") for _ in range(rng.choice([0, 0, 1, 3, 5]))]
        out.append(_call(agenda.busiest_day, events))
    return out
