import random


def probe(import_module):
    mod = import_module("pairing_heap")
    rng = random.Random(8080)
    out = []
    for _ in range(25):
        keys = [rng.randint(0, 40) for _ in range(rng.randint(0, 12))]
        k = rng.randint(0, 5)
        for call in (lambda: mod.pairing_sort(keys), lambda: mod.smallest(k, keys)):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
        heap = mod.PairingHeap(keys)
        ops = []
        for _ in range(6):
            try:
                if rng.random() < 0.5:
                    heap.push(rng.randint(0, 40))
                    ops.append(len(heap))
                else:
                    ops.append(heap.pop())
            except Exception as e:
                ops.append(repr(type(e).__name__))
        out.append(ops)
    return out
