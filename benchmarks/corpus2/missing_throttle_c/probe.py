"""Behaviour probe: random request sequences against a bucket on a manual clock."""

import random


def probe(mod_loader):
    bucket_mod, clock_mod = mod_loader("throttle.bucket"), mod_loader("throttle.clock")
    rng = random.Random(43)
    out = []
    for _ in range(60):
        clock = clock_mod.ManualClock(start=rng.uniform(0, 10), tick=rng.choice([0.1, 0.25, 0.5]))
        try:
            bucket = bucket_mod.TokenBucket(rng.choice([0.5, 1, 3, 0]), rng.choice([1, 2, 5]), clock)
        except ValueError:
            out.append("ValueError")
            continue
        seen = []
        for _ in range(6):
            action = rng.random()
            cost = rng.choice([0.5, 1, 2, 6])
            try:
                if action < 0.5:
                    seen.append(bucket.try_acquire(cost))
                elif action < 0.7:
                    seen.append(round(bucket.acquire(min(cost, bucket.capacity)), 6))
                elif action < 0.85:
                    seen.append(round(bucket.wait_time(cost), 6))
                else:
                    clock.sleep(rng.uniform(0, 2))
            except ValueError:
                seen.append("ValueError")
        out.append((seen, bucket.refused, round(bucket.tokens, 6)))
    return out
