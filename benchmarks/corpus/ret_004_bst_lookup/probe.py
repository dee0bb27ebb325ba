"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    bst = mod_loader("bst")
    rng = random.Random(58)
    out = []
    for _ in range(60):
        tree = bst.Tree()
        for key in rng.sample(range(20), rng.randint(0, 8)):
            tree.insert(key, key * 3)
        out.append(_call(tree.get, rng.randint(0, 19), -1))
    return out
