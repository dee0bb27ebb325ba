"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    names = mod_loader("names")
    rng = random.Random(21)
    words = ["ada", "van", "Jo", "x", "Grace", "de", "Hopper", "Li"]
    out = []
    for _ in range(60):
        name = " ".join(rng.choice(words) for _ in range(rng.randint(0, 4)))
        out.append(_call(names.initials, name))
    return out
