import random


def probe(import_module):
    mod = import_module("kway_merge")
    rng = random.Random(777)
    out = []
    for _ in range(50):
        lists = [sorted(rng.randint(0, 30) for _ in range(rng.randint(0, 4)))
                 for _ in range(rng.randint(1, 5))]
        for call in (lambda: mod.merge_k_sorted(lists),
                     lambda: mod.kth_smallest(lists, rng.randint(1, 6)),
                     lambda: mod.smallest_range(lists)):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
