"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    pal = mod_loader("palindromes")
    rng = random.Random(112)
    out = []
    for _ in range(60):
        half = "".join(rng.choice("abA ,") for _ in range(rng.randint(0, 4)))
        text = half + half[::-1] if rng.random() < 0.6 else half + "x"
        out.append(_call(pal.is_palindrome, text))
    return out
