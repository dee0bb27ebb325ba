"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    physics, game = mod_loader("physics"), mod_loader("game")
    rng = random.Random(64)
    out = []
    for _ in range(60):
        enemies = [physics.Box(rng.randint(-20, 20), rng.randint(-20, 20), 5, 5) for _ in range(4)]
        out.append(_call(game.hits, physics.Box(0, 0, 10, 10), enemies))
    return out
