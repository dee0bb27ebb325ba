"""Behaviour probe: random policies, their raw delays, schedules and seeded jitter."""

import random


def probe(import_module):
    mod = import_module("backoff")
    rng = random.Random(412)
    out = []
    for _ in range(60):
        policy = mod.Backoff(base=rng.choice([0.1, 0.5, 1, 2]), factor=rng.choice([1, 1.5, 2, 3]),
                             cap=rng.choice([5, 30]), max_attempts=rng.randint(1, 8),
                             jitter=rng.choice(["none", "full", "equal"]),
                             budget=rng.choice([float("inf"), 10]),
                             rng=random.Random(rng.randint(0, 99)))
        try:
            out.append(([round(policy.raw_delay(n), 6) for n in range(1, 6)],
                        [round(d, 6) for d in policy.schedule()],
                        policy.should_retry(rng.randint(1, 6), rng.choice([429, 404, 500]))))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
