"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    retry = mod_loader("retry")
    rng = random.Random(82)
    codes = [200, 404, 429, 500, 502, 503, 504, 540]
    return [_call(retry.should_retry, rng.choice(codes), rng.randint(0, 6)) for _ in range(60)]
