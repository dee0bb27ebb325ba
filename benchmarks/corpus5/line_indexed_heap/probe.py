"""Behaviour probe: random heap workloads, k-way merges and shortest paths."""

import os
import random
import sys


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    pq = import_module("pqkit")
    rng = random.Random(8)
    out = []
    for _ in range(25):
        heap = pq.IndexedHeap()
        trace = []
        for _ in range(30):
            key = rng.randrange(8)
            try:
                roll = rng.random()
                if roll < 0.45:
                    heap.push(key, rng.randrange(20))
                elif roll < 0.7:
                    trace.append(heap.pop())
                elif roll < 0.85:
                    heap.update(key, rng.randrange(20))
                else:
                    trace.append(heap.remove(key))
            except (KeyError, IndexError) as exc:
                trace.append(type(exc).__name__)
        out.append(trace)
        out.append(list(heap.items()))
    for _ in range(30):
        streams = [sorted(rng.randrange(50) for _ in range(rng.randrange(0, 5))) for _ in range(rng.randrange(1, 5))]
        try:
            out.append(pq.k_smallest(streams, rng.randrange(1, 8)))
        except Exception as exc:  # noqa: BLE001
            out.append(type(exc).__name__)
    return out
