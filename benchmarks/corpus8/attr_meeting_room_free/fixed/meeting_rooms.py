"""Interval partitioning: book every meeting into a room, using as few rooms as possible.

Meetings are taken by start time; each goes into the room that frees up earliest if it
is free by then, otherwise into a new room. A heap keeps the rooms by their free time.
"""

import heapq
from dataclasses import dataclass


@dataclass(frozen=True)
class Meeting:
    name: str
    start: int
    end: int  # exclusive: a meeting may start in a room at the minute the last one ends

    def __post_init__(self):
        if self.end <= self.start:
            raise ValueError(f"meeting {self.name!r} ends before it starts")


def assign_rooms(meetings):
    """{meeting name: room number}, rooms numbered from 0 in the order they are opened."""
    free_at = []  # (time the room becomes free, room number), one entry per open room
    rooms = {}
    for meeting in sorted(meetings, key=lambda m: (m.start, m.end, m.name)):
        if free_at and free_at[0][0] <= meeting.start:
            _, room = heapq.heappop(free_at)
        else:
            room = len(free_at)
        heapq.heappush(free_at, (meeting.end, room))
        rooms[meeting.name] = room
    return rooms


def min_rooms(meetings):
    return len(set(assign_rooms(meetings).values()))


def room_schedule(meetings):
    """{room number: names of its meetings in time order}."""
    by_name = {m.name: m for m in meetings}
    schedule = {}
    for name, room in assign_rooms(meetings).items():
        schedule.setdefault(room, []).append(name)
    for names in schedule.values():
        names.sort(key=lambda n: by_name[n].start)
    return schedule


def max_overlap(meetings):
    """The largest number of meetings in progress at the same moment (an event sweep)."""
    events = sorted([(m.start, 1) for m in meetings] + [(m.end, -1) for m in meetings])
    running = best = 0
    for _, delta in events:
        running += delta
        best = max(best, running)
    return best
