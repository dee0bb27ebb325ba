"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    dur = mod_loader("durations")
    rng = random.Random(57)
    out = []
    for _ in range(60):
        text = rng.choice(["", "{}", "{}h", "{}m", "{}h{}m", "x{}"]).format(rng.randint(0, 200), rng.randint(0, 59))
        out.append(_call(dur.parse_minutes, text))
    return out
