"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    from decimal import Decimal

    accounts = mod_loader("accounts")
    rng = random.Random(46)
    out = []
    for _ in range(60):
        acc = accounts.Account("x", Decimal(rng.randint(0, 50)))
        out.append((_call(acc.withdraw, Decimal(rng.randint(-5, 60))), str(acc.balance)))
    return out
