import random


def probe(import_module):
    mod = import_module("slru_cache")
    rng = random.Random(9090)
    out = []
    for sizes in ((2, 2), (3, 1), (1, 0), (2, 3)):
        cache = mod.SLRUCache(*sizes)
        for _ in range(20):
            key = rng.choice("abcdefg")
            try:
                if rng.random() < 0.5:
                    cache.put(key, rng.randint(0, 9))
                    out.append(None)
                else:
                    out.append(cache.get(key, "-"))
            except Exception as e:
                out.append(repr(type(e).__name__))
        out.append(cache.keys())
        out.append((cache.hits, cache.misses, len(cache), list(cache.evictions)))
    return out
