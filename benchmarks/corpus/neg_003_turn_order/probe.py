"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    turns = mod_loader("turns")
    rng = random.Random(73)
    seats = ["a", "b", "c", "d", "e"]
    out = []
    for _ in range(60):
        out.append(_call(turns.next_player, seats, rng.choice(seats + ["z"]), set(rng.sample(seats, rng.randint(0, 5)))))
    return out
