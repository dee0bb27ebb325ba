import random


def probe(import_module):
    mod = import_module("cycle_sort")
    rng = random.Random(7331)
    out = []
    for _ in range(25):
        items = [rng.randint(0, 12) for _ in range(rng.randint(0, 9))]
        work = list(items)
        try:
            out.append((mod.cycle_sort(work), work))
        except Exception as e:
            out.append(type(e).__name__)
        try:
            out.append(mod.sorted_copy(items, key=lambda v: v % 5, reverse=rng.random() < 0.5))
        except Exception as e:
            out.append(type(e).__name__)
        try:
            out.append(mod.minimum_writes(items))
        except Exception as e:
            out.append(type(e).__name__)
        perm = list(range(rng.randint(0, 7)))
        rng.shuffle(perm)
        try:
            out.append((mod.permutation_cycles(perm), mod.is_sorted(items)))
        except Exception as e:
            out.append(type(e).__name__)
    return out
