"""A hashed timing wheel: timers wait in slots and fire as the wheel turns.

Each slot holds the timers whose deadline falls on it modulo the wheel size; a timer
that lies more than one turn ahead counts down its remaining rounds first.
"""


class Timer:
    """One scheduled payload and the bookkeeping the wheel needs for it."""

    def __init__(self, timer_id, deadline, rounds, payload):
        self.timer_id = timer_id
        self.deadline = deadline
        self.rounds = rounds
        self.payload = payload
        self.cancelled = False


class TimingWheel:
    """Timers with whole-tick delays on a wheel of `size` slots, one slot per tick."""

    def __init__(self, size=8):
        if size < 1:
            raise ValueError("size must be positive")
        self.size = size
        self.slots = [[] for _ in range(size)]
        self.now = 0
        self._next_id = 1
        self._active = {}

    def schedule(self, delay, payload=None):
        """Schedule payload to fire `delay` ticks from now; return the timer id."""
        if delay < 1:
            raise ValueError("delay must be at least one tick")
        deadline = self.now + delay
        timer = Timer(self._next_id, deadline, (delay - 1) // self.size, payload)
        self.slots[deadline % self.size].append(timer)
        self._active[timer.timer_id] = timer
        self._next_id += 1
        return timer.timer_id

    def cancel(self, timer_id):
        """Cancel a pending timer; False if it is unknown or has already fired."""
        timer = self._active.pop(timer_id, None)
        if timer is None:
            return False
        timer.cancelled = True
        return True

    def reschedule(self, timer_id, delay):
        """Move a pending timer to `delay` ticks from now; return its new id or None."""
        timer = self._active.get(timer_id)
        if timer is None:
            return None
        self.cancel(timer_id)
        return self.schedule(delay, timer.payload)

    def _expire(self, slot_index):
        """Take the due timers out of one slot; later rounds stay, cancelled ones go."""
        due, kept = [], []
        for timer in self.slots[slot_index]:
            if timer.rounds > 0:
                timer.rounds -= 1
                kept.append(timer)
            else:
                due.append(timer)
                self._active.pop(timer.timer_id, None)
        self.slots[slot_index] = kept
        return due

    def tick(self):
        """Advance one tick; return (time, id, payload) for each timer that fires."""
        self.now += 1
        return [(self.now, t.timer_id, t.payload) for t in self._expire(self.now % self.size)]

    def advance(self, ticks):
        """Tick `ticks` times and return every event fired, in order."""
        events = []
        for _ in range(ticks):
            events.extend(self.tick())
        return events

    def pending(self):
        """Deadlines of the timers still waiting, earliest first."""
        return sorted(t.deadline for t in self._active.values())

    def run_until_idle(self, limit=100_000):
        """Tick until no timer is pending (at most `limit` ticks); return the events."""
        events = []
        while self._active and limit > 0:
            events.extend(self.tick())
            limit -= 1
        return events
