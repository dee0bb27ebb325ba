"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    signup = mod_loader("signup")
    rng = random.Random(62)
    out = []
    for _ in range(60):
        name = "".join(rng.choice("ab_1X") for _ in range(rng.choice([0, 1, 2, 5, 21, 25])))
        out.append(_call(signup.username_errors, name))
    return out
