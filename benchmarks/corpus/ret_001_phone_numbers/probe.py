"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    phones = mod_loader("phones")
    rng = random.Random(55)
    out = []
    for _ in range(60):
        prefix = rng.choice(["", "+", "00", "0", "("])
        out.append(_call(phones.normalize, prefix + "".join(rng.choice("0123456789 -") for _ in range(rng.randint(3, 14)))))
    return out
