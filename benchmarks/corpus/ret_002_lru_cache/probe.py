"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    lru = mod_loader("lru")
    rng = random.Random(56)
    out = []
    cache = lru.LRUCache(3)
    for _ in range(80):
        key = rng.choice("abcde")
        if rng.random() < 0.5:
            cache.put(key, rng.randint(0, 9))
        else:
            out.append(_call(cache.get, key, -1))
    while len(out) < 60:
        out.append(_call(cache.get, rng.choice("abcde"), -1))
    return out
