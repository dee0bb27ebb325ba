"""Behaviour probe: random request sets on random start floors, served by run()."""

import random


def probe(import_module):
    mod = import_module("elevator")
    rng = random.Random(417)
    out = []
    for _ in range(60):
        car = mod.Elevator(lowest=0, highest=9, floor=rng.randint(0, 9))
        try:
            for floor in rng.sample(range(10), rng.randint(0, 4)):
                car.request(floor)
            served = car.run()
            out.append((served, car.moved, car.ticks, car.floor))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
