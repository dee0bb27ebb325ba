"""Behaviour probe: random operation sequences against the cache with a manual clock."""

import os
import random
import sys


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    ttl = import_module("ttlcache")
    rng = random.Random(90210)
    out = []
    for round_ in range(12):
        clock = ttl.ManualClock(0)
        evicted = []
        cache = ttl.LRUCache(
            maxsize=rng.randrange(1, 5),
            ttl=rng.choice([None, 3, 7]),
            sliding=rng.random() < 0.3,
            clock=clock,
            on_evict=lambda k, v: evicted.append((k, v)),
        )
        for _ in range(25):
            action = rng.random()
            key = rng.choice("abcdef")
            if action < 0.4:
                cache[key] = rng.randrange(100)
            elif action < 0.75:
                out.append(cache.get(key))
            elif action < 0.85:
                clock.advance(rng.choice([1, 2, 4]))
            elif action < 0.9:
                cache.resize(rng.randrange(1, 5))
            else:
                out.append(len(cache))
        s = cache.stats
        out.append((round_, s.hits, s.misses, s.evictions, s.expirations, list(cache.items())))
        out.append(tuple(evicted))
    return out
