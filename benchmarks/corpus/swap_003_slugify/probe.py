"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    slugs = mod_loader("slugs")
    rng = random.Random(27)
    words = ["Hello", "wörld", "a-b", "  ", "X!", "déjà", "vu", "--"]
    out = []
    for _ in range(60):
        out.append(_call(slugs.slugify, " ".join(rng.choice(words) for _ in range(rng.randint(1, 4)))))
    return out
