"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    mod = mod_loader("moderation")
    rng = random.Random(71)
    pieces = ["hi", "casino", "http://x", "great", "Lottery!", "ok"]
    out = []
    for _ in range(60):
        comments = [" ".join(rng.choice(pieces) for _ in range(rng.randint(1, 4))) for _ in range(3)]
        out.append(_call(mod.visible_comments, comments))
    return out
