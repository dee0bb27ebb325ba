"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    from decimal import Decimal

    sales = mod_loader("sales")
    rng = random.Random(51)
    out = []
    for _ in range(60):
        orders = [Decimal(rng.randint(1, 9999)) / 100 for _ in range(rng.choice([0, 0, 1, 2, 3]))]
        out.append(_call(sales.kpis, orders))
    return out
