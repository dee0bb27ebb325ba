"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    paging = mod_loader("paging")
    rng = random.Random(10)
    out = []
    for _ in range(60):
        out.append(_call(paging.page_ranges, rng.randint(0, 40), rng.randint(0, 12)))
    return out
