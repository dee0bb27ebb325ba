"""Behaviour probe: random heaps, pops, replaces and k-smallest selections."""

import random


def probe(import_module):
    mod = import_module("min_heap_queue")
    rng = random.Random(3109)
    out = []
    for _ in range(60):
        items = [rng.randint(-20, 20) for _ in range(rng.randint(0, 10))]
        try:
            heap = mod.MinHeap(items)
            for _ in range(rng.randint(0, 4)):
                heap.push(rng.randint(-20, 20))
            replaced = heap.replace(rng.randint(-20, 20)) if heap else None
            popped = [heap.pop() for _ in range(len(heap))]
            ranked = mod.smallest_k(items, rng.randint(0, 5), key=abs)
            out.append((replaced, popped, [abs(x) for x in ranked]))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
