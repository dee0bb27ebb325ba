"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    mailing = mod_loader("mailing")
    rng = random.Random(121)
    pool = ["a@x.org", "A@x.org", "a+z@x.org", "b@y.org", "c@y.org"]
    return [_call(mailing.dedupe_emails, [rng.choice(pool) for _ in range(rng.randint(0, 5))]) for _ in range(60)]
