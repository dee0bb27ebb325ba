"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    from datetime import date, timedelta

    rem = mod_loader("reminders")
    rng = random.Random(3)
    today = date(2024, 1, 1)
    out = []
    for _ in range(60):
        due = today + timedelta(days=rng.randint(-3, 12))
        out.append(_call(rem.reminder, due, today))
    return out
