"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    users = mod_loader("users")
    rng = random.Random(53)
    out = []
    for _ in range(60):
        u = users.User(rng.choice(["Ann", "Bo"]), rng.choice(["Li", "Ng"]), rng.choice([None, "", "  ", "ace", " K "]))
        out.append(_call(u.mention))
    return out
