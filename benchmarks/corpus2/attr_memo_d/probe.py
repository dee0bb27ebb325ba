"""Behaviour probe: random get/put sequences with a manual clock."""

import random


def probe(mod_loader):
    lru, cachestats = mod_loader("lrucache"), mod_loader("cachestats")
    rng = random.Random(59)
    out = []
    for _ in range(60):
        now = [0.0]
        cache = lru.LRUCache(maxsize=rng.randint(1, 4), ttl=rng.choice([None, 2, 3]),
                             clock=lambda: now[0])
        seen = []
        for _ in range(10):
            key = rng.choice("abcde")
            r = rng.random()
            if r < 0.4:
                cache.put(key, rng.randint(0, 9))
            elif r < 0.8:
                seen.append(cache.get(key, "-"))
            elif r < 0.9:
                seen.append(cache.get_or_compute(key, lambda k: k * 2))
            else:
                now[0] += rng.choice([1, 2])
        s = cache.stats
        out.append((seen, cache.keys(), s.hits, s.misses, s.evictions, s.expirations,
                    round(s.hit_ratio(), 6),
                    cachestats.CacheStats(rng.randint(0, 3), rng.randint(0, 2)).summary()))
    return out
