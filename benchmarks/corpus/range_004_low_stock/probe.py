"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    wh = mod_loader("warehouse")
    rng = random.Random(12)
    out = []
    for _ in range(60):
        w = wh.Warehouse()
        for _ in range(rng.randint(0, 6)):
            w.stock(rng.choice("abc"), rng.randint(0, 20))
        out.append(_call(w.low_stock, rng.randint(0, 15)))
    return out
