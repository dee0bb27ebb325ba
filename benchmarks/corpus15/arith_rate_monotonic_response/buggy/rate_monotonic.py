"""Fixed-priority real-time scheduling under the rate-monotonic policy.

A task is (name, wcet, period): it is released every `period` time units, needs `wcet`
units of processor time per release and must finish before its next release. Shorter
periods get higher priority (ties broken by name).
"""

import math


def by_priority(tasks):
    """The tasks from highest to lowest rate-monotonic priority."""
    return sorted(tasks, key=lambda task: (task[2], task[0]))


def utilization(tasks):
    """Fraction of the processor the task set needs."""
    return sum(wcet / period for _, wcet, period in tasks)


def liu_layland_bound(n):
    """Utilization below which n tasks are always schedulable: n(2^(1/n) - 1)."""
    if n < 1:
        return 1.0
    return n * (2 ** (1 / n) - 1)


def _interference(window, higher):
    """Processor time the higher-priority tasks can claim within a window."""
    return sum(math.ceil(window / period) * wcet for _, wcet, period in higher)


def response_time(tasks, name):
    """Worst-case response time of the named task, or None if it misses its deadline."""
    ordered = by_priority(tasks)
    index = [task[0] for task in ordered].index(name)
    _, wcet, period = ordered[index]
    higher = ordered[:index]
    current = wcet
    while True:
        following = _interference(current, higher)
        if following > period:
            return None
        if following == current:
            return current
        current = following


def response_times(tasks):
    """{name: worst-case response time or None} for every task."""
    return {name: response_time(tasks, name) for name, _, _ in tasks}


def schedulable(tasks):
    """Exact test: every task meets its deadline."""
    return all(r is not None for r in response_times(tasks).values())


def hyperperiod(tasks):
    """Length after which the release pattern repeats."""
    return math.lcm(*(period for _, _, period in tasks)) if tasks else 0


def simulate(tasks, horizon=None):
    """Unit-step schedule: (timeline of task names or None when idle, missed deadlines).

    A miss is recorded as (name, release time) when a job is still unfinished at the
    release of its successor.
    """
    ordered = by_priority(tasks)
    horizon = hyperperiod(tasks) if horizon is None else horizon
    left = {name: 0 for name, _, _ in ordered}
    released = {name: 0 for name, _, _ in ordered}
    timeline, missed = [], []
    for now in range(horizon):
        for name, wcet, period in ordered:
            if now % period == 0:
                if left[name] > 0:
                    missed.append((name, released[name]))
                left[name] = wcet
                released[name] = now
        running = next((name for name, _, _ in ordered if left[name] > 0), None)
        if running is not None:
            left[running] -= 1
        timeline.append(running)
    return timeline, missed
