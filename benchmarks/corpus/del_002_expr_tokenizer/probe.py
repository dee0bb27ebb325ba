"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    tok = mod_loader("tokenizer")
    rng = random.Random(122)
    out = []
    for _ in range(60):
        text = "".join(rng.choice(["1", "23", "4.5", " ", "+", "-", "*", "(", ")"]) for _ in range(rng.randint(0, 6)))
        out.append(_call(tok.tokenize, text))
    return out
