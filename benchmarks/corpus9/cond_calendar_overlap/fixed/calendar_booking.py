"""A single-room booking calendar of half-open time intervals [start, end)."""

from bisect import insort


class Calendar:
    """Bookings never overlap; touching intervals such as [1, 3) and [3, 5) are fine."""

    def __init__(self):
        self._events = []  # (start, end, title), kept sorted

    def __len__(self):
        return len(self._events)

    def conflicts(self, start, end):
        """Bookings that share some time with [start, end)."""
        return [(s, e, title) for s, e, title in self._events if s < end and start < e]

    def book(self, start, end, title=""):
        """Add a booking unless it clashes with an existing one; True if added."""
        if start >= end:
            raise ValueError("a booking must end after it starts")
        if self.conflicts(start, end):
            return False
        insort(self._events, (start, end, title))
        return True

    def cancel(self, start):
        """Remove the booking that starts at start; True if there was one."""
        for i, (s, _, _) in enumerate(self._events):
            if s == start:
                del self._events[i]
                return True
        return False

    def agenda(self):
        return list(self._events)

    def free_slots(self, day_start, day_end, min_length=1):
        """Gaps of at least min_length between bookings inside [day_start, day_end)."""
        slots = []
        cursor = day_start
        for s, e, _ in self._events:
            if s >= day_end:
                break
            if s - cursor >= min_length:
                slots.append((cursor, s))
            cursor = max(cursor, e)
        if day_end - cursor >= min_length:
            slots.append((cursor, day_end))
        return slots
