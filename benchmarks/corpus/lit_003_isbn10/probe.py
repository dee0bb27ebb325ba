"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    isbn = mod_loader("isbn")
    rng = random.Random(83)
    out = []
    for _ in range(80):
        code = "".join(str(rng.randint(0, 9)) for _ in range(9)) + rng.choice("0123456789X")
        out.append(_call(isbn.valid_isbn10, code))
    return out
