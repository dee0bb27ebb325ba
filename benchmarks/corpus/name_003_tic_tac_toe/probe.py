"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    ttt = mod_loader("tictactoe")
    rng = random.Random(47)
    out = []
    for _ in range(60):
        board = "".join(rng.choice("XO.") for _ in range(9))
        out.append(_call(ttt.status, board))
    return out
