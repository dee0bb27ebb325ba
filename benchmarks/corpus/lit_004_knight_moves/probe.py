"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    chess = mod_loader("chess")
    rng = random.Random(84)
    out = []
    for _ in range(60):
        square = rng.choice("abcdefgh") + str(rng.randint(1, 8))
        out.append(_call(lambda: chess.Knight(square).moves()))
    return out
