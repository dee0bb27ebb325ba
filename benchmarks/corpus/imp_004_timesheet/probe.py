"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def _time(rng):
    if rng.random() < 0.05:
        return rng.choice(["24:00", "7", "12:5", "ab:cd"])
    return f"{rng.randint(0, 23):02d}:{rng.choice([0, 15, 30, 45, 59]):02d}"


def probe(mod_loader):
    timesheet = mod_loader("timesheet")
    rng = random.Random(404)
    out = []
    for _ in range(60):
        shifts = [(_time(rng), _time(rng), rng.choice([0, 30, 60])) for _ in range(rng.randint(0, 7))]
        out.append(_call(timesheet.week_summary, shifts))
        out.append(_call(timesheet.week_minutes, shifts))
    return out
