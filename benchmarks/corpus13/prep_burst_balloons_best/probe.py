import random


def probe(import_module):
    mod = import_module("balloons")
    rng = random.Random(8118)
    out = []
    for _ in range(50):
        nums = [rng.randint(0, 9) for _ in range(rng.randint(0, 6))]
        for call in (lambda: mod.max_coins(nums),
                     lambda: mod.burst_order(nums),
                     lambda: mod.coins_for_order(nums, mod.burst_order(nums))):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
