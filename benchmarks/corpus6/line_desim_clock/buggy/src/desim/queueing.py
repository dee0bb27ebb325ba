"""Resources with a fixed number of servers and a FIFO waiting line."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from .kernel import Simulation
from .stats import Monitor


class Resource:
    def __init__(self, sim: Simulation, servers: int = 1) -> None:
        if servers < 1:
            raise ValueError("a resource needs at least one server")
        self.sim = sim
        self.servers = servers
        self.busy = 0
        self.waiting: deque[tuple[float, float, Callable[[float], None] | None]] = deque()
        self.wait_times = Monitor()
        self.queue_length = Monitor(time_weighted=True)
        self.served = 0

    def request(self, service: float, done: Callable[[float], None] | None = None) -> None:
        """Ask for a server for service time units; done(wait) is called when served."""
        if self.busy < self.servers:
            self._start(self.sim.now, service, done)
        else:
            self.waiting.append((self.sim.now, service, done))
            self.queue_length.record(self.sim.now, len(self.waiting))

    def _start(self, arrived: float, service: float, done) -> None:
        self.busy += 1
        wait = self.sim.now - arrived
        self.wait_times.record(self.sim.now, wait)

        def finish() -> None:
            self.busy -= 1
            self.served += 1
            if done is not None:
                done(wait)
            if self.waiting:
                arrived_next, service_next, done_next = self.waiting.popleft()
                self.queue_length.record(self.sim.now, len(self.waiting))
                self._start(arrived_next, service_next, done_next)

        self.sim.schedule(service, finish)

    @property
    def utilisation(self) -> float:
        return self.busy / self.servers
