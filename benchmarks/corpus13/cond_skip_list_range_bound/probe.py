import random


def probe(import_module):
    mod = import_module("skip_list")
    rng = random.Random(4141)
    sl = mod.SkipList(seed=3)
    out = []
    for _ in range(70):
        op = rng.choice(["insert", "insert", "remove", "range", "range", "floor", "ceiling", "get"])
        a = rng.randint(0, 60)
        b = a + rng.randint(0, 20)
        try:
            if op == "insert":
                out.append(sl.insert(a, a * 2))
            elif op == "remove":
                out.append(sl.remove(a))
            elif op == "range":
                out.append(sl.range(a, b))
            elif op == "floor":
                out.append(sl.floor(a))
            elif op == "ceiling":
                out.append(sl.ceiling(a))
            else:
                out.append(sl.get(a))
        except Exception as e:
            out.append(repr(type(e).__name__))
        out.append(len(sl))
    out.append(list(sl.items()))
    return out
