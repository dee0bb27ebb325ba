"""Multi-level feedback queue (MLFQ) CPU scheduling simulation.

New processes enter the top queue.  A process that uses up its whole time
slice is demoted one level; the scheduler always runs the head of the highest
non-empty queue.  An optional periodic boost moves everything back to the top.
"""

from collections import deque
from dataclasses import dataclass


@dataclass
class Process:
    name: str
    arrival: int
    burst: int
    remaining: int = 0
    level: int = 0
    finish: int | None = None

    def __post_init__(self):
        if self.burst <= 0:
            raise ValueError("burst must be positive")
        if self.arrival < 0:
            raise ValueError("arrival must not be negative")
        self.remaining = self.burst


class MLFQScheduler:
    def __init__(self, quanta=(2, 4, 8), boost_every=None):
        if not quanta or any(q <= 0 for q in quanta):
            raise ValueError("quanta must be positive")
        self.quanta = list(quanta)
        self.boost_every = boost_every
        self.timeline = []

    def _record(self, name, start, end):
        """Append a run segment, merging it with the previous one if contiguous."""
        if self.timeline and self.timeline[-1][0] == name and self.timeline[-1][2] == start:
            self.timeline[-1] = (name, self.timeline[-1][1], end)
        else:
            self.timeline.append((name, start, end))

    @staticmethod
    def _admit(pending, queues, now):
        while pending and pending[0].arrival <= now:
            queues[0].append(pending.popleft())

    @staticmethod
    def _boost(queues):
        for level in range(1, len(queues)):
            while queues[level]:
                proc = queues[level].popleft()
                proc.level = 0
                queues[0].append(proc)

    def run(self, processes):
        """Simulate until every process finishes; return them in finishing order."""
        pending = deque(sorted(processes, key=lambda p: (p.arrival, p.name)))
        queues = [deque() for _ in self.quanta]
        self.timeline = []
        finished = []
        now = 0
        next_boost = self.boost_every
        while pending or any(queues):
            self._admit(pending, queues, now)
            level = next((i for i, q in enumerate(queues) if q), None)
            if level is None:
                now = pending[0].arrival
                continue
            proc = queues[level].popleft()
            used = min(self.quanta[level], proc.remaining)
            self._record(proc.name, now, now + used)
            now += used
            proc.remaining -= used
            self._admit(pending, queues, now)
            if proc.remaining == 0:
                proc.finish = now
                finished.append(proc)
            else:
                proc.level = min(level + 1, len(queues) - 1)
                queues[proc.level].append(proc)
            if next_boost is not None and now >= next_boost:
                self._boost(queues)
                next_boost = (now // self.boost_every + 1) * self.boost_every
        return finished


def turnaround_times(processes):
    """Map process name -> finish - arrival (the processes must have run)."""
    return {p.name: p.finish - p.arrival for p in processes}


def waiting_times(processes):
    """Map process name -> time spent ready but not running."""
    return {p.name: p.finish - p.arrival - p.burst for p in processes}


def average(values):
    values = list(values)
    return sum(values) / len(values) if values else 0.0
