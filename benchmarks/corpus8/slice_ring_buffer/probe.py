"""Behaviour probe: random push/pop sequences on small ring buffers."""

import random


def probe(import_module):
    mod = import_module("ring_buffer")
    rng = random.Random(8105)
    out = []
    for _ in range(10):
        ring = mod.RingBuffer(rng.randint(1, 5))
        for _ in range(8):
            try:
                if rng.random() < 0.35:
                    out.append(("pop", ring.pop(), ring.to_list()))
                else:
                    value = rng.randint(0, 99)
                    out.append(("push", ring.push(value), len(ring), ring.to_list()))
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                out.append(repr(type(exc).__name__))
    return out
