import random


def probe(import_module):
    mod = import_module("dary_heap")
    rng = random.Random(1107)
    out = []
    for _ in range(10):
        items = [rng.randint(0, 30) for _ in range(rng.randint(0, 12))]
        arity = rng.randint(2, 4)
        try:
            heap = mod.DaryHeap(items, arity=arity)
            out.append(heap.is_valid())
        except Exception as e:
            out.append(repr(type(e).__name__))
            continue
        for call in (
            lambda: heap.push(rng.randint(0, 30)),
            lambda: heap.peek(),
            lambda: heap.pop(),
            lambda: heap.replace(rng.randint(0, 30)),
            lambda: heap.drain(),
        ):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
