"""Behaviour probe: fill small tables with random integer keys, look keys up, overflow them."""

import random


def probe(import_module):
    mod = import_module("linear_probe_map")
    rng = random.Random(8101)
    out = []
    for _ in range(60):
        capacity = rng.randint(1, 7)
        table = mod.LinearProbeMap(capacity)
        events = []
        for _ in range(rng.randint(0, capacity + 2)):
            key = rng.randint(0, 20)
            try:
                table.put(key, key * key)
                events.append(("put", key))
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                events.append(("put", key, repr(type(exc).__name__)))
        try:
            lookups = [table.get(rng.randint(0, 20), "-") for _ in range(3)]
            member = rng.randint(0, 20) in table
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            lookups, member = repr(type(exc).__name__), None
        out.append((tuple(events), tuple(table.slots()), len(table), lookups, member))
    return out
