import random


def probe(import_module):
    mod = import_module("leftist_heap")
    rng = random.Random(1357)
    out = []
    for _ in range(50):
        data = [rng.randint(0, 30) for _ in range(rng.randint(0, 10))]
        other = [rng.randint(0, 30) for _ in range(rng.randint(0, 5))]
        calls = (lambda: mod.leftist_sort(data), lambda: mod.k_smallest(data, rng.randint(0, 4)),
                 lambda: mod.LeftistHeap(data).peek(),
                 lambda: mod.leftist_sort(data, key=lambda x: -x),
                 lambda: mod.k_smallest(data, rng.randint(0, 4), key=lambda x: (x % 7, x)))
        for call in calls:
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
        try:
            heap = mod.LeftistHeap(data)
            heap.merge(mod.LeftistHeap(other))
            out.append((len(heap), heap.drain()))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
