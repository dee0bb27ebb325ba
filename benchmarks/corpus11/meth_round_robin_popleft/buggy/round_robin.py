"""Round-robin scheduling of tasks with a fixed time quantum."""

from collections import deque


class RoundRobin:
    """Runs queued tasks in turn, each for at most ``quantum`` time units."""

    def __init__(self, quantum=2):
        if quantum <= 0:
            raise ValueError("quantum must be positive")
        self.quantum = quantum
        self.clock = 0
        self._queue = deque()
        self._remaining = {}
        self.finished = {}

    def add(self, name, work):
        """Queue a task needing work time units."""
        if name in self._remaining or name in self.finished:
            raise ValueError(f"duplicate task {name!r}")
        if work <= 0:
            self.finished[name] = self.clock
            return
        self._remaining[name] = work
        self._queue.append(name)

    def pending(self):
        """Names of the queued tasks, next to run first."""
        return list(self._queue)

    def cancel(self, name):
        """Drop a queued task; return the work it still needed."""
        self._queue.remove(name)
        return self._remaining.pop(name)

    def step(self):
        """Run the next task for one quantum; return (name, time used) or None."""
        if not self._queue:
            return None
        name = self._queue.pop()
        used = min(self.quantum, self._remaining[name])
        self.clock += used
        self._remaining[name] -= used
        if self._remaining[name] == 0:
            del self._remaining[name]
            self.finished[name] = self.clock
        else:
            self._queue.append(name)
        return name, used

    def run(self):
        """Run until the queue is empty; return the trace of (name, time used)."""
        trace = []
        while (slot := self.step()) is not None:
            trace.append(slot)
        return trace


def completion_times(tasks, quantum=2):
    """Finish time of every task of a list of (name, work) pairs, all queued at time 0."""
    scheduler = RoundRobin(quantum)
    for name, work in tasks:
        scheduler.add(name, work)
    scheduler.run()
    return scheduler.finished


def average_turnaround(tasks, quantum=2):
    times = completion_times(tasks, quantum)
    return sum(times.values()) / len(times) if times else 0.0
