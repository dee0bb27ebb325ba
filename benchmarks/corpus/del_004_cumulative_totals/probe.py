"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    dash = mod_loader("dashboard")
    rng = random.Random(124)
    return [_call(dash.signup_widget, [rng.randint(0, 9) for _ in range(rng.randint(0, 6))]) for _ in range(60)]
