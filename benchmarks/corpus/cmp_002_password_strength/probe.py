"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    pw = mod_loader("passwords")
    rng = random.Random(2)
    alphabet = "abcXYZ019!#"
    out = []
    for _ in range(70):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12)))
        out.append((_call(pw.score, text), _call(pw.strength, text)))
    return out
