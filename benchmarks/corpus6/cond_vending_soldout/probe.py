"""Behaviour probe: random sequences of coins and purchases, then the report."""

import random


def probe(import_module):
    mod = import_module("machine")
    rng = random.Random(632)
    out = []
    for _ in range(10):
        machine = mod.Machine({"A": mod.Slot("a", 70, 1), "B": mod.Slot("b", 135, 2)},
                              {50: 2, 20: 3, 10: 4, 5: 2})
        for _ in range(8):
            machine.insert(rng.choice([200, 100, 50, 20]))
            try:
                out.append(machine.buy(rng.choice("AB"))[0])
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                out.append(type(exc).__name__)
            if rng.random() < 0.5:
                machine.refund()
        out.append(machine.report())
    return out
