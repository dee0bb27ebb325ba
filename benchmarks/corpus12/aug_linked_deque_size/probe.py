import random


def probe(import_module):
    mod = import_module("linked_deque")
    rng = random.Random(3131)
    out = []
    for _ in range(40):
        maxlen = rng.choice([None, None, 0, 2, 4])
        d = mod.LinkedDeque([rng.randint(0, 9) for _ in range(rng.randint(0, 4))], maxlen=maxlen)
        for _ in range(rng.randint(2, 8)):
            op = rng.choice(["append", "appendleft", "pop", "popleft", "rotate", "extendleft"])
            try:
                if op in ("append", "appendleft"):
                    getattr(d, op)(rng.randint(0, 9))
                elif op == "rotate":
                    d.rotate(rng.randint(-3, 3))
                elif op == "extendleft":
                    d.extendleft([rng.randint(0, 9) for _ in range(2)])
                else:
                    out.append(getattr(d, op)())
            except Exception as e:
                out.append(repr(type(e).__name__))
            try:
                out.append((list(d), len(d)))
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
