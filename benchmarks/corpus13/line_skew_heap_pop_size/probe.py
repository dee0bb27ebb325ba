import random


def probe(import_module):
    mod = import_module("skew_heap")
    rng = random.Random(5151)
    out = []
    heap = mod.SkewHeap()
    for _ in range(50):
        op = rng.choice(["push", "push", "pop", "pushpop", "peek"])
        try:
            if op == "push":
                heap.push(rng.randint(0, 99))
                out.append(None)
            elif op == "pop":
                out.append(heap.pop())
            elif op == "pushpop":
                out.append(heap.pushpop(rng.randint(0, 99)))
            else:
                out.append(heap.peek())
        except Exception as e:
            out.append(repr(type(e).__name__))
        out.append(len(heap))
    for _ in range(10):
        runs = [sorted(rng.randint(0, 30) for _ in range(rng.randint(0, 5))) for _ in range(3)]
        try:
            out.append(mod.merge_sorted(*runs))
        except Exception as e:
            out.append(repr(type(e).__name__))
        items = [rng.randint(0, 20) for _ in range(rng.randint(0, 8))]
        out.append(mod.k_smallest(items, rng.randint(0, 5)))
    return out
