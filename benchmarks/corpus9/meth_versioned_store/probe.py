"""Behaviour probe: random version histories queried at random times."""

import random


def probe(import_module):
    mod = import_module("versioned_store")
    rng = random.Random(9707)
    out = []
    for _ in range(15):
        store = mod.VersionedStore()
        for n in range(rng.randint(1, 10)):
            store.set(rng.choice("ab"), f"v{n}", rng.randint(0, 20))
        for _ in range(3):
            t = rng.randint(0, 22)
            try:
                out.append((t, store.get("a", t), store.get("b", t, "-")))
                out.append(tuple(sorted(store.snapshot(t).items())))
            except Exception as e:
                out.append(repr(type(e).__name__))
        start = rng.randint(0, 15)
        try:
            out.append(tuple(store.history("a", start, start + rng.randint(0, 10))))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
