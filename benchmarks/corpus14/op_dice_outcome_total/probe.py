import random


def probe(import_module):
    mod = import_module("dice_odds")
    rng = random.Random(6006)
    out = []
    for _ in range(15):
        count = rng.randint(-1, 4)
        sides = rng.randint(1, 8)
        total = rng.randint(0, 25)
        for call in (
            lambda: sorted((t, str(p)) for t, p in mod.sum_distribution(count, sides).items()),
            lambda: str(mod.probability_of_sum(total, count, sides)),
            lambda: str(mod.probability_at_least(total, count, sides)),
            lambda: mod.most_likely_sums(count, sides),
            lambda: str(mod.expected_sum(count, sides)),
        ):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    for _ in range(10):
        count = rng.randint(1, 4)
        try:
            dist = mod.keep_highest_distribution(count, rng.randint(0, count), rng.randint(2, 6))
            out.append(sorted((t, str(p)) for t, p in dist.items()))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
