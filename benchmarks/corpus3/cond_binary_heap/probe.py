"""Behaviour probe: random push/pop sequences on a heap, and heap sorts."""

import random


def probe(import_module):
    mod = import_module("binary_heap")
    rng = random.Random(130)
    out = []
    for _ in range(60):
        heap = mod.MinHeap()
        seen = []
        for _ in range(rng.randint(1, 12)):
            try:
                if rng.random() < 0.6:
                    heap.push(rng.randint(0, 20))
                else:
                    seen.append(heap.pop())
            except IndexError:
                seen.append("empty")
        out.append((seen, len(heap)))
    return out
