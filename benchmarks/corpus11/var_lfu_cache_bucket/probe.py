import random


def probe(import_module):
    mod = import_module("lfu_cache")
    rng = random.Random(1105)
    out = []
    for _ in range(6):
        try:
            cache = mod.LFUCache(rng.randint(1, 4))
        except Exception as e:
            out.append(repr(type(e).__name__))
            continue
        for _ in range(12):
            key = rng.choice("abcdef")
            try:
                if rng.random() < 0.5:
                    cache.put(key, rng.randint(0, 9))
                    out.append(len(cache))
                else:
                    out.append(cache.get(key, -1))
            except Exception as e:
                out.append(repr(type(e).__name__))
        try:
            out.append(cache.keys_by_frequency())
            out.append([cache.frequency(k) for k in "abcdef"])
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
