"""Behaviour probe: topic matching and random publish sequences."""

import random

SEGMENTS = ["order", "user", "paid", "created", "*", "#"]


def _call(fn, *args):
    try:
        return fn(*args)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    topics, bus_mod = mod_loader("topics"), mod_loader("bus")
    rng = random.Random(71)
    out = []
    for _ in range(60):
        pattern = ".".join(rng.choice(SEGMENTS) for _ in range(rng.randint(1, 3)))
        topic = ".".join(rng.choice(SEGMENTS[:4]) for _ in range(rng.randint(1, 3)))
        bus = bus_mod.EventBus()
        log = []
        for i in range(3):
            p = ".".join(rng.choice(SEGMENTS) for _ in range(rng.randint(1, 2)))
            bus.subscribe(p, lambda t, x, i=i: log.append((i, t)), once=rng.random() < 0.3,
                          priority=rng.randint(0, 3))
        counts = [bus.publish(".".join(rng.choice(SEGMENTS[:4]) for _ in range(rng.randint(1, 2))))
                  for _ in range(4)]
        out.append((_call(topics.matches, pattern, topic), counts, log, len(bus.dead_letters)))
    return out
