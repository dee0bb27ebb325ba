"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    rd = mod_loader("readability")
    rng = random.Random(104)
    vocab = ["a", "cat", "extraordinary", "it", "sat.", "unbelievably!", "the"]
    return [_call(rd.grade, " ".join(rng.choice(vocab) for _ in range(rng.randint(0, 9)))) for _ in range(60)]
