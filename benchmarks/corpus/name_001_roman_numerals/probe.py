"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    roman = mod_loader("roman")
    rng = random.Random(45)
    out = []
    for _ in range(60):
        text = "".join(rng.choice("IVXLCMZ") for _ in range(rng.randint(0, 5)))
        out.append(_call(roman.from_roman, text))
    return out
