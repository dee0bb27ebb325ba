"""Behaviour probe: selections, room counts and gaps of generated meeting lists."""


def probe(import_module):
    mod = import_module("activities")
    out = []
    for seed in range(20):
        meetings = []
        for i in range(3 + seed % 6):
            start = (seed * 5 + i * 7) % 12
            meetings.append((f"m{i}", start, start + 1 + (seed + i * 3) % 5))
        out.append(mod.select(meetings))
        out.append(mod.rooms_needed(meetings))
        out.append(mod.free_gaps(meetings, 0, 18))
    return out
