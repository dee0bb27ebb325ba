"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    grades = mod_loader("grades")
    rng = random.Random(31)
    out = []
    for _ in range(60):
        scores = [(rng.randint(0, 100), rng.randint(-1, 4)) for _ in range(rng.randint(0, 4))]
        out.append(_call(grades.report, scores))
    return out
