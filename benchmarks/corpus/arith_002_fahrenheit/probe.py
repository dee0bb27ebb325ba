"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    weather = mod_loader("weather")
    rng = random.Random(6)
    out = []
    for _ in range(60):
        vals = [rng.randint(-300, 400) / 10 for _ in range(rng.randint(1, 5))]
        out.append(_call(weather.daily_summary, vals, rng.choice("CF")))
    return out
