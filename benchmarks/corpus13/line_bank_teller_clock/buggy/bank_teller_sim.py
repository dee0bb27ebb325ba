"""Minute-by-minute simulation of a bank with several tellers and one FIFO line."""

from collections import deque
from dataclasses import dataclass


@dataclass
class Customer:
    ident: int
    arrival: int
    service: int
    start: int | None = None
    finish: int | None = None

    @property
    def wait(self):
        return self.start - self.arrival


@dataclass
class Teller:
    name: str
    current: Customer | None = None
    remaining: int = 0
    served: int = 0
    busy_time: int = 0


@dataclass
class Report:
    customers: list
    tellers: list
    end_time: int
    longest_line: int


def make_customers(arrivals, services):
    """Customers numbered in input order, sorted by arrival time."""
    if len(arrivals) != len(services):
        raise ValueError("need one service time per arrival")
    customers = [Customer(i, a, s) for i, (a, s) in enumerate(zip(arrivals, services))]
    if any(c.arrival < 0 or c.service <= 0 for c in customers):
        raise ValueError("arrivals must be >= 0 and service times > 0")
    return sorted(customers, key=lambda c: (c.arrival, c.ident))


def _assign(tellers, line, clock):
    """Hand the next waiting customer to every idle teller."""
    for teller in tellers:
        if teller.current is None and line:
            customer = line.popleft()
            customer.start = clock
            teller.current = customer
            teller.remaining = customer.service


def _tick(tellers, clock):
    """Let every busy teller work one minute; return the customers who are done."""
    done = []
    for teller in tellers:
        if teller.current is None:
            continue
        teller.remaining -= 1
        teller.busy_time += 1
        if teller.remaining == 0:
            teller.current.finish = clock + 1
            done.append(teller.current)
            teller.served += 1
            teller.current = None
    return done


def simulate(customers, n_tellers):
    if n_tellers < 1:
        raise ValueError("need at least one teller")
    tellers = [Teller(f"T{i + 1}") for i in range(n_tellers)]
    upcoming = deque(sorted(customers, key=lambda c: (c.arrival, c.ident)))
    line = deque()
    finished = []
    longest = 0
    clock = 0
    while upcoming or line or any(t.current is not None for t in tellers):
        while upcoming and upcoming[0].arrival <= clock:
            line.append(upcoming.popleft())
        longest = max(longest, len(line))
        _assign(tellers, line, clock)
        finished.extend(_tick(tellers, clock))
    return Report(finished, tellers, clock, longest)


def average_wait(report):
    if not report.customers:
        return 0.0
    return sum(c.wait for c in report.customers) / len(report.customers)


def utilization(report):
    """Fraction of the simulated time each teller was busy, by teller name."""
    span = max(report.end_time, 1)
    return {t.name: t.busy_time / span for t in report.tellers}
