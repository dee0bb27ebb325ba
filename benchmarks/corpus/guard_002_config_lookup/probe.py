"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    settings = mod_loader("settings")
    rng = random.Random(52)
    config = {"a": {"b": {"c": 1}, "d": 0}, "e": None}
    parts = ["a", "b", "c", "d", "e", "x"]
    out = []
    for _ in range(60):
        path = ".".join(rng.choice(parts) for _ in range(rng.randint(1, 3)))
        out.append(_call(settings.lookup, config, path, "dflt"))
    return out
