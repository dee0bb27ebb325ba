"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    stock = mod_loader("stock")
    rng = random.Random(32)
    out = []
    for _ in range(60):
        item = stock.StockItem("s", rng.randint(0, 40), reorder_point=rng.randint(0, 20))
        _call(item.reserve, rng.randint(0, 40))
        out.append(item.needs_reorder())
    return out
