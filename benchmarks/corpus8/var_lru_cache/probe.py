"""Behaviour probe: random get/put sequences on small caches."""

import random


def probe(import_module):
    mod = import_module("lru_cache")
    rng = random.Random(8102)
    out = []
    for _ in range(12):
        cache = mod.LRUCache(rng.randint(1, 4))
        for _ in range(8):
            key = rng.randint(0, 5)
            try:
                if rng.random() < 0.4:
                    out.append(("get", key, cache.get(key)))
                else:
                    cache.put(key, rng.randint(0, 99))
                    out.append(("put", key, len(cache), cache.evictions, cache.keys()))
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                out.append(repr(type(exc).__name__))
    return out
