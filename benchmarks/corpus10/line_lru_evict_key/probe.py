"""Behaviour probe: random put/get/pop sequences on small caches."""

import random


def probe(import_module):
    mod = import_module("lru_linked_cache")
    rng = random.Random(2207)
    out = []
    for _ in range(60):
        cache = mod.LRUCache(rng.randint(1, 4))
        trace = []
        try:
            for _ in range(rng.randint(3, 14)):
                op, key = rng.choice("ppgx"), rng.choice("abcdef")
                if op == "p":
                    cache.put(key, rng.randint(0, 99))
                elif op == "g":
                    trace.append(cache.get(key))
                else:
                    trace.append(cache.pop(key, -1))
            out.append((trace, cache.keys(), len(cache), cache.evictions, "a" in cache))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
