"""Behaviour probe: random request sequences with random gaps against random buckets."""

import random


def probe(import_module):
    mod = import_module("ratelimit")
    rng = random.Random(421)
    out = []
    for _ in range(60):
        clock = mod.ManualClock()
        limiter = mod.RateLimiter(rate=rng.choice([0.5, 1, 3]), capacity=rng.randint(1, 4),
                                  clock=clock)
        trace = []
        try:
            for _ in range(8):
                clock.advance(rng.choice([0, 0, 0.2, 1]))
                key = rng.choice("ab")
                trace.append(limiter.allow(key) if rng.random() < 0.7 else
                             limiter.allow(key, rng.randint(1, 2)))
            out.append((trace, limiter.retry_after("a"), limiter.prune()))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    for spec in ["1/s", "30/min", "90/h", "3600/h", "2/hour", "100/day", "5/min", "x/s"]:
        try:
            out.append((spec, round(mod.parse_rate(spec), 6), mod.RateLimiter.from_spec(spec).capacity))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
