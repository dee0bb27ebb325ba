"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    listing = mod_loader("listing")
    rng = random.Random(74)
    pool = [".a", "b.TXT", "c", ".", "..", "D.py", ".e.cfg"]
    out = []
    for _ in range(60):
        out.append(_call(listing.listing, rng.sample(pool, rng.randint(0, 5))))
    return out
