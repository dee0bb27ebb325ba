"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    mod = mod_loader("ledger")
    rng = random.Random(92)
    ledger = mod.Ledger()
    out = []
    for _ in range(60):
        sku = rng.choice("ab")
        action = ledger.receive if rng.random() < 0.4 else ledger.ship
        out.append((_call(action, sku, rng.randint(0, 6)), ledger.on_hand(sku)))
    return out
