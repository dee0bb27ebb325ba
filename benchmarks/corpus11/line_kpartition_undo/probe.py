import random


def _partitionable(rng, k):
    """k groups of random positive numbers with one common sum, shuffled together."""
    target = rng.randint(10, 24)
    nums = []
    for _ in range(k):
        left = target
        while left:
            x = rng.randint(1, min(left, 12))
            nums.append(x)
            left -= x
    rng.shuffle(nums)
    return nums


def probe(import_module):
    mod = import_module("equal_groups")
    rng = random.Random(4242)
    out = []
    for _ in range(150):
        k = rng.randint(2, 3)
        if rng.random() < 0.5:
            nums = _partitionable(rng, k)
        else:
            nums = [rng.randint(1, 12) for _ in range(rng.randint(4, 11))]
        try:
            groups = mod.partition_k(nums, k)
            out.append(None if groups is None else sorted(sum(g) for g in groups))
        except Exception as e:
            out.append(repr(type(e).__name__))
        try:
            out.append(mod.can_partition_k(nums, k))
        except Exception as e:
            out.append(repr(type(e).__name__))
    for _ in range(20):
        nums = [rng.randint(1, 15) for _ in range(rng.randint(0, 8))]
        k = rng.randint(1, 4)
        for call in (
            lambda: mod.group_target(nums, k),
            lambda: mod.can_split_two(nums),
            lambda: mod.min_split_difference(nums),
            lambda: len(mod.reachable_sums(nums)),
        ):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
