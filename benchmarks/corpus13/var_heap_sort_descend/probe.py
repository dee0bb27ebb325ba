import random


def probe(import_module):
    mod = import_module("heap_sort")
    rng = random.Random(3737)
    out = []
    for _ in range(50):
        data = [rng.randint(0, 25) for _ in range(rng.randint(0, 12))]
        for call in (lambda: mod.heap_sort(data),
                     lambda: mod.nsmallest(data, rng.randint(0, 5)),
                     lambda: mod.build_max_heap(list(data))):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
