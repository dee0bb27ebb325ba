"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    player = mod_loader("player")
    rng = random.Random(25)
    out = []
    for _ in range(60):
        p = player.Player("x", rng.randint(10, 100))
        p.damage(rng.randint(0, 120))
        _call(p.heal, rng.randint(0, 60))
        out.append(p.hp)
    return out
