import random


def probe(import_module):
    mod = import_module("splay_tree")
    rng = random.Random(5150)
    out = []
    s = mod.SplaySet()
    for _ in range(90):
        k = rng.randint(0, 40)
        op = rng.random()
        try:
            if op < 0.4:
                out.append(s.add(k))
            elif op < 0.55:
                out.append(s.discard(k))
            elif op < 0.75:
                out.append(s.floor(k))
            elif op < 0.9:
                out.append(s.ceiling(k))
            else:
                out.append((k in s, len(s), list(s)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
