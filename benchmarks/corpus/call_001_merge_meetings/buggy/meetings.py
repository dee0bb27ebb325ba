"""Combine a day's meetings into busy blocks and find free time."""

Interval = tuple[int, int]


def busy_blocks(meetings: list[Interval]) -> list[Interval]:
    """Overlapping or touching (start, end) minute intervals merged, sorted by start."""
    merged: list[list[int]] = []
    for start, end in sorted(meetings):
        if end < start:
            raise ValueError(f"meeting ends before it starts: {(start, end)}")
        if merged and start <= merged[-1][1]:
            merged[-1][1] = end
        else:
            merged.append([start, end])
    return [(s, e) for s, e in merged]


def free_slots(meetings: list[Interval], day_start: int, day_end: int) -> list[Interval]:
    """Gaps between busy blocks within the working day."""
    slots = []
    cursor = day_start
    for start, end in busy_blocks(meetings):
        if start > cursor:
            slots.append((cursor, min(start, day_end)))
        cursor = max(cursor, end)
    if cursor < day_end:
        slots.append((cursor, day_end))
    return [(s, e) for s, e in slots if s < e]
