"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    from decimal import Decimal

    cart_mod = mod_loader("cart")
    rng = random.Random(63)
    out = []
    for _ in range(60):
        cart = cart_mod.Cart(member=rng.random() < 0.5)
        for _ in range(rng.randint(0, 3)):
            cart.add(rng.choice("abc"), Decimal(rng.randint(1, 40)), rng.randint(1, 2))
        out.append(str(cart.total()))
    return out
