"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    from datetime import date, timedelta

    mod = mod_loader("subscriptions")
    rng = random.Random(72)
    today = date(2024, 6, 1)
    out = []
    for _ in range(60):
        start = today + timedelta(days=rng.randint(-60, 10))
        sub = mod.Subscription("x", start, start + timedelta(days=rng.randint(1, 90)), rng.random() < 0.5)
        out.append(_call(sub.days_left, today))
    return out
