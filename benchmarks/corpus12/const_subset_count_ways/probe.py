import random


def probe(import_module):
    mod = import_module("subset_sum")
    rng = random.Random(1201)
    out = []
    for _ in range(60):
        values = [rng.randint(0, 12) for _ in range(rng.randint(0, 7))]
        target = rng.randint(-2, 30)
        for fn in (mod.can_reach, mod.find_subset, mod.count_subsets):
            try:
                out.append(fn(values, target))
            except Exception as e:
                out.append(repr(type(e).__name__))
        for fn in (mod.min_partition_difference, mod.balanced_partition, mod.count_equal_splits):
            try:
                out.append(fn(values))
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
