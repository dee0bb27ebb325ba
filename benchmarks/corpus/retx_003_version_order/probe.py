"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    ver = mod_loader("versions")
    rng = random.Random(113)
    out = []
    for _ in range(60):
        cands = [".".join(str(rng.randint(0, 12)) for _ in range(rng.randint(1, 3))) for _ in range(3)]
        out.append(_call(ver.latest, cands))
    return out
