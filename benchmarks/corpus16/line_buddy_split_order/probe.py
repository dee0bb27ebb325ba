import random


def probe(import_module):
    mod = import_module("buddy")
    rng = random.Random(9090)
    out = []
    for case in range(50):
        heap = mod.BuddyAllocator(rng.choice([128, 256, 1024]), min_block=rng.choice([8, 16, 32]))
        live = []
        trace = []
        for _ in range(rng.randint(1, 8)):
            try:
                if live and rng.random() < 0.4:
                    offset = live.pop(rng.randrange(len(live)))
                    heap.free(offset)
                    trace.append(("free", offset))
                else:
                    offset = heap.allocate(rng.choice([rng.randint(1, 40), rng.randint(-2, 300)]))
                    live.append(offset)
                    trace.append(("alloc", offset))
            except Exception as e:
                trace.append(repr(type(e).__name__))
        out.append(trace)
        out.append((heap.free_blocks(), round(heap.fragmentation(), 6)))
    return out
