"""Behaviour probe: random request streams through the limiter."""

import random


def probe(import_module):
    mod = import_module("rate_limiter")
    rng = random.Random(9505)
    out = []
    for _ in range(40):
        limit, window = rng.randint(1, 4), rng.randint(1, 8)
        now = 0
        requests = []
        for _ in range(rng.randint(1, 20)):
            now += rng.choice([0, 1, 1, 2, 3, 7])
            requests.append((rng.choice("xy"), now))
        try:
            out.append(tuple(mod.replay(requests, limit, window)))
        except Exception as e:
            out.append(repr(type(e).__name__))
        limiter = mod.SlidingWindowLimiter(limit, window)
        try:
            for client, t in requests:
                limiter.allow(client, t)
            out.append(limiter.remaining("x", now + rng.randint(0, window)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
