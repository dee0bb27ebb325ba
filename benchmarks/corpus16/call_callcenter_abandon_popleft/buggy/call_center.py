"""Simulate a call-centre line: callers wait in FIFO order for the first free agent,
and a caller whose patience runs out before an agent picks up hangs up."""

import math
from collections import deque
from dataclasses import dataclass


@dataclass(frozen=True)
class Caller:
    ident: str
    arrival: float
    duration: float
    patience: float = math.inf

    @property
    def deadline(self):
        return self.arrival + self.patience


@dataclass(frozen=True)
class Answered:
    caller: Caller
    agent: int
    start: float

    @property
    def wait(self):
        return self.start - self.caller.arrival

    @property
    def end(self):
        return self.start + self.caller.duration


class CallCenter:
    def __init__(self, agents):
        if agents < 1:
            raise ValueError("a call centre needs at least one agent")
        self.free_at = [0.0] * agents
        self.answered = []
        self.abandoned = {}
        self._queue = deque()

    def _next_agent(self):
        return min(range(len(self.free_at)), key=lambda i: (self.free_at[i], i))

    def _drop_impatient(self, now):
        """Callers at the head of the line whose patience ran out before now hang up."""
        while self._queue and self._queue[0].deadline < now:
            head = self._queue[0]
            self.abandoned[head.ident] = head.deadline

    def _serve_until(self, limit):
        """Connect waiting callers to agents for every pick-up that starts before limit."""
        while self._queue:
            agent = self._next_agent()
            start = max(self.free_at[agent], self._queue[0].arrival)
            if start >= limit:
                return
            self._drop_impatient(start)
            if not self._queue or self._queue[0].arrival > start:
                continue
            caller = self._queue.popleft()
            self.answered.append(Answered(caller, agent, start))
            self.free_at[agent] = start + caller.duration

    def run(self, callers):
        for caller in sorted(callers, key=lambda c: (c.arrival, c.ident)):
            if caller.duration <= 0:
                raise ValueError(f"call {caller.ident!r} must last a positive time")
            self._serve_until(caller.arrival)
            self._queue.append(caller)
        self._serve_until(math.inf)
        return self

    def schedule(self):
        """(caller, agent, start) for every answered call, by pick-up time."""
        rows = sorted(self.answered, key=lambda a: (a.start, a.agent))
        return [(a.caller.ident, a.agent, a.start) for a in rows]

    def average_wait(self):
        if not self.answered:
            return 0.0
        return sum(a.wait for a in self.answered) / len(self.answered)

    def abandon_rate(self):
        offered = len(self.answered) + len(self.abandoned)
        return len(self.abandoned) / offered if offered else 0.0

    def service_level(self, threshold):
        """Share of all callers answered within threshold time units."""
        offered = len(self.answered) + len(self.abandoned)
        quick = sum(1 for a in self.answered if a.wait <= threshold)
        return quick / offered if offered else 1.0

    def utilization(self, horizon):
        busy = sum(min(a.end, horizon) - min(a.start, horizon) for a in self.answered)
        return busy / (len(self.free_at) * horizon)


def simulate(agents, calls):
    """Run a call centre on (ident, arrival, duration[, patience]) tuples."""
    return CallCenter(agents).run([Caller(*call) for call in calls])
