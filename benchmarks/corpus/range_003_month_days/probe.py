"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    cv = mod_loader("calendar_view")
    rng = random.Random(11)
    out = []
    for _ in range(60):
        y, m = rng.randint(1990, 2030), rng.randint(1, 12)
        out.append((_call(cv.working_day_count, y, m), len(cv.month_days(y, m))))
    return out
