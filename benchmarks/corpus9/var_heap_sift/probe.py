"""Behaviour probe: random push/pop sequences and top-k selections."""

import random


def probe(import_module):
    mod = import_module("max_priority_queue")
    rng = random.Random(9202)
    out = []
    for _ in range(30):
        queue = mod.MaxPriorityQueue()
        popped = []
        for step in range(rng.randint(1, 25)):
            try:
                if rng.random() < 0.65:
                    queue.push(f"i{step}", rng.randint(0, 9))
                else:
                    popped.append(queue.pop())
            except Exception as e:
                popped.append(repr(type(e).__name__))
        while len(queue):
            popped.append(queue.pop())
        out.append(tuple(popped))
    for _ in range(30):
        pairs = [(f"p{i}", rng.randint(0, 20)) for i in range(rng.randint(0, 12))]
        k = rng.randint(0, 6)
        try:
            out.append(tuple(mod.top_k(pairs, k)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
