import random


def probe(import_module):
    mod = import_module("heap_select")
    rng = random.Random(1211)
    out = []

    def record(call):
        try:
            out.append(call())
        except Exception as e:
            out.append(repr(type(e).__name__))

    for _ in range(50):
        nums = [rng.randint(-20, 20) for _ in range(rng.randint(0, 10))]
        k = rng.randint(-1, 6)
        record(lambda: mod.k_largest(nums, k))
        record(lambda: mod.kth_largest(nums, k))
        record(lambda: [mod.KthLargest(k, nums[:3]).add(v) for v in nums[3:]])
        points = [(rng.randint(-5, 5), rng.randint(-5, 5)) for _ in range(rng.randint(0, 6))]
        record(lambda: mod.k_closest(points, k))
        shift = rng.randint(0, 2)
        nearly = sorted(nums)
        for i in range(0, len(nearly) - shift, shift + 1):
            nearly[i], nearly[i + shift] = nearly[i + shift], nearly[i]
        record(lambda: mod.sort_nearly_sorted(nearly, shift))
    return out
