import random


def probe(import_module):
    mod = import_module("cuckoo")
    rng = random.Random(6161)
    out = []
    for _ in range(16):
        m = mod.CuckooMap(capacity=rng.choice([2, 4, 8]))
        trace = []
        for _ in range(12):
            key = rng.randint(0, 60)
            action = rng.random()
            try:
                if action < 0.5:
                    m[key] = rng.randint(0, 9)
                    trace.append(len(m))
                elif action < 0.8:
                    trace.append(m.get(key, "-"))
                else:
                    del m[key]
                    trace.append(("del", len(m)))
            except Exception as e:
                trace.append(repr(type(e).__name__))
        out.append(trace)
        out.append(sorted(m.items()))
        out.append(sorted(k for k in range(61) if k in m))
        out.append(m.capacity)
    return out
