import random


def probe(import_module):
    mod = import_module("treap")
    rng = random.Random(9090)
    out = []
    for _ in range(50):
        keys = rng.sample(range(100), rng.randint(1, 20))
        t = mod.Treap(seed=rng.randint(0, 99))
        for key in keys:
            t.insert(key, -key)
        for _ in range(3):
            key = rng.choice(keys) if rng.random() < 0.8 else 100 + rng.randint(0, 5)
            try:
                t.delete(key)
                out.append(("del", key, t.keys()))
            except Exception as e:
                out.append(repr(type(e).__name__))
        probe_key = rng.randint(0, 100)
        out.append((len(t), probe_key in t, t.get(probe_key)))
    return out
