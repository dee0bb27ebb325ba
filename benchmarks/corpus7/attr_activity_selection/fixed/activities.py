"""Scheduling meetings: the most that fit in one room, rooms needed for all, free gaps."""

import heapq
from collections import namedtuple

Meeting = namedtuple("Meeting", "name start end")


def _check(meetings):
    meetings = [Meeting(*m) for m in meetings]
    for m in meetings:
        if m.end < m.start:
            raise ValueError(f"meeting {m.name!r} ends before it starts")
    return meetings


def select(meetings):
    """Names of the most meetings one room can hold, by earliest finish (input order on ties).

    A meeting may start at the moment the previous one ends.
    """
    chosen = []
    free_from = float("-inf")
    for m in sorted(_check(meetings), key=lambda m: m.end):
        if m.start >= free_from:
            chosen.append(m.name)
            free_from = m.end
    return chosen


def rooms_needed(meetings):
    """The fewest rooms that hold every meeting."""
    ends = []
    rooms = 0
    for m in sorted(_check(meetings), key=lambda m: m.start):
        while ends and ends[0] <= m.start:
            heapq.heappop(ends)
        heapq.heappush(ends, m.end)
        rooms = max(rooms, len(ends))
    return rooms


def free_gaps(meetings, day_start, day_end):
    """(start, end) gaps of the day that no meeting covers."""
    gaps = []
    cursor = day_start
    for m in sorted(_check(meetings), key=lambda m: m.start):
        if m.start > cursor:
            gaps.append((cursor, min(m.start, day_end)))
        cursor = max(cursor, m.end)
        if cursor >= day_end:
            break
    if cursor < day_end:
        gaps.append((cursor, day_end))
    return [g for g in gaps if g[0] < g[1]]
