"""Behaviour probe: room assignments and room counts for random sets of meetings."""

import random


def probe(import_module):
    mod = import_module("meeting_rooms")
    rng = random.Random(8109)
    out = []
    for _ in range(60):
        meetings = []
        for i in range(rng.randint(0, 8)):
            start = rng.randint(0, 20)
            meetings.append(mod.Meeting(f"m{i}", start, start + rng.randint(1, 6)))
        try:
            out.append((sorted(mod.assign_rooms(meetings).items()), mod.min_rooms(meetings),
                        mod.max_overlap(meetings)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(repr(type(exc).__name__))
    return out
