import random


def probe(import_module):
    mod = import_module("clock_cache")
    rng = random.Random(9087)
    out = []
    for _ in range(50):
        cap = rng.randint(0, 4)
        try:
            cache = mod.ClockCache(cap)
        except Exception as e:
            out.append(repr(type(e).__name__))
            continue
        for _ in range(rng.randint(3, 12)):
            key = rng.randint(0, 6)
            try:
                if rng.random() < 0.4:
                    out.append(cache.get(key, -1))
                else:
                    out.append(cache.put(key, key * 10))
            except Exception as e:
                out.append(repr(type(e).__name__))
                break
        out.append(cache.keys())
        out.append(round(cache.hit_ratio(), 6))
    for _ in range(20):
        reqs = [rng.randint(0, 5) for _ in range(rng.randint(0, 15))]
        try:
            out.append(mod.simulate(rng.randint(1, 4), reqs))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
