import random


def probe(import_module):
    mod = import_module("container_water")
    rng = random.Random(1209)
    out = []

    def record(call):
        try:
            out.append(call())
        except Exception as e:
            out.append(repr(type(e).__name__))

    for _ in range(50):
        heights = [rng.randint(0, 12) for _ in range(rng.randint(0, 8))]
        record(lambda: mod.max_area(heights))
        nums = sorted(rng.randint(-10, 10) for _ in range(rng.randint(0, 8)))
        record(lambda: mod.sorted_squares(nums))
        first = sorted(rng.randint(0, 20) for _ in range(rng.randint(0, 5)))
        second = sorted(rng.randint(0, 20) for _ in range(rng.randint(0, 5)))
        record(lambda: mod.merge_into(first + [0] * len(second), len(first), second))
        dup = list(nums)
        record(lambda: (mod.remove_duplicates(dup), dup))
        target = rng.randint(-15, 15)
        record(lambda: mod.closest_pair_sum(nums, target))
    return out
