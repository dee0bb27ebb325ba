"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    from decimal import Decimal

    invoice = mod_loader("invoice")
    rng = random.Random(7)
    out = []
    for _ in range(55):
        inv = invoice.Invoice("c")
        for _ in range(rng.randint(1, 4)):
            cat = rng.choice(["standard", "reduced", "zero", "bogus"])
            _call(inv.add, "x", Decimal(rng.randint(1, 99999)) / 100, cat)
        out.append(str(_call(inv.total)))
    return out
