"""Greedy scheduling of independent jobs on identical parallel machines.

List scheduling hands each job, in the order given, to the machine that becomes free
first. Taking the jobs longest first (LPT) keeps the makespan within 4/3 of optimal.
A job is a (name, duration) pair; machines may start busy (their ready times).
"""

import heapq


def _check(jobs, machines, ready):
    if machines < 1:
        raise ValueError("need at least one machine")
    if ready is not None and len(ready) != machines:
        raise ValueError("one ready time per machine")
    if any(duration < 0 for _, duration in jobs):
        raise ValueError("durations must be non-negative")


def list_schedule(jobs, machines, ready=None):
    """Assign jobs in order; return (jobs per machine, finishing time per machine)."""
    _check(jobs, machines, ready)
    loads = list(ready) if ready is not None else [0] * machines
    heap = [(load, index) for index, load in enumerate(loads)]
    assignment = [[] for _ in range(machines)]
    for name, duration in jobs:
        load, index = heapq.heappop(heap)
        assignment[index].append(name)
        loads[index] = load + duration
        heapq.heappush(heap, (loads[index], index))
    return assignment, loads


def longest_first(jobs):
    """Jobs by decreasing duration, ties by name."""
    return sorted(jobs, key=lambda job: (-job[1], job[0]))


def lpt_schedule(jobs, machines, ready=None):
    """List scheduling of the jobs taken longest first."""
    return list_schedule(longest_first(jobs), machines, ready)


def makespan(loads):
    return max(loads, default=0)


def lower_bound(jobs, machines):
    """No schedule beats the longest job or an even share of the total work."""
    durations = [duration for _, duration in jobs]
    if not durations:
        return 0
    return max(max(durations), sum(durations) / machines)


def lpt_ratio_bound(machines):
    """Graham's guarantee for LPT: makespan <= (4/3 - 1/(3m)) * optimum."""
    return 4 / 3 - 1 / (3 * machines)


def machine_of(assignment):
    """{job name: machine index} from a schedule's assignment lists."""
    return {name: index for index, names in enumerate(assignment) for name in names}


def timetable(jobs, assignment, ready=None):
    """(start, end, machine, name) of every job, by start time then machine."""
    durations = dict(jobs)
    rows = []
    for index, names in enumerate(assignment):
        clock = ready[index] if ready is not None else 0
        for name in names:
            rows.append((clock, clock + durations[name], index, name))
            clock += durations[name]
    return sorted(rows)


def imbalance(loads):
    """Gap between the busiest and the idlest machine."""
    return max(loads) - min(loads) if loads else 0
