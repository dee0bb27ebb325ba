"""Behaviour probe: random push/pop sequences and moving averages."""

import random


def probe(import_module):
    mod = import_module("ring_queue")
    rng = random.Random(1259)
    out = []
    for _ in range(60):
        ring = mod.RingBuffer(rng.randint(1, 5))
        popped = []
        try:
            for step in range(rng.randint(1, 15)):
                if rng.random() < 0.35 and len(ring):
                    popped.append(ring.pop())
                else:
                    ring.push(step)
            values = [rng.randint(0, 9) for _ in range(rng.randint(0, 8))]
            averages = mod.moving_average(values, rng.randint(1, 4))
            out.append((popped, list(ring), ring.newest() if len(ring) else None,
                        ring.dropped, [round(a, 6) for a in averages]))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
