"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    from decimal import Decimal

    pricing = mod_loader("pricing")
    rng = random.Random(1)
    out = []
    for _ in range(60):
        price = Decimal(rng.randint(1, 5000)) / 100
        qty = rng.randint(-1, 20)
        out.append(str(_call(pricing.line_total, price, qty)))
    return out
