import random


def probe(import_module):
    mod = import_module("min_max_heap")
    rng = random.Random(8086)
    out = []
    for _ in range(30):
        values = [rng.randint(0, 50) for _ in range(rng.randint(0, 14))]
        heap = mod.MinMaxHeap(values) if rng.random() < 0.5 else mod.MinMaxHeap()
        if not len(heap):
            for v in values:
                heap.push(v)
        popped = []
        try:
            for _ in range(rng.randint(0, len(values) + 1)):
                popped.append(heap.pop_min() if rng.random() < 0.5 else heap.pop_max())
        except Exception as e:
            popped.append(type(e).__name__)
        out.append(popped)
        try:
            heap.push(rng.randint(0, 50))
            out.append((heap.bounds(), sorted(heap.items)))
        except Exception as e:
            out.append(type(e).__name__)
    return out
