"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    lb = mod_loader("leaderboard")
    rng = random.Random(103)
    out = []
    for _ in range(60):
        board = lb.Leaderboard()
        for _ in range(rng.randint(0, 6)):
            _call(board.submit, rng.choice("abcd"), rng.randint(-1, 20))
        out.append(_call(board.top, 3))
    return out
