"""Preemptive earliest-deadline-first (EDF) scheduling on a single processor."""

import heapq
from dataclasses import dataclass


@dataclass(frozen=True)
class Job:
    name: str
    release: int
    duration: int
    deadline: int


def validate(jobs):
    names = set()
    for job in jobs:
        if job.duration <= 0:
            raise ValueError(f"job {job.name!r} has no work")
        if job.release < 0 or job.deadline < job.release:
            raise ValueError(f"job {job.name!r} has a bad time window")
        if job.name in names:
            raise ValueError(f"duplicate job name {job.name!r}")
        names.add(job.name)


def _released(pending, clock):
    """The jobs of pending that have been released by time clock."""
    return [job for job in pending]


def _append_slice(slices, name, start, end):
    """Record that name ran over [start, end), merging with a directly preceding run."""
    if slices and slices[-1][0] == name and slices[-1][2] == start:
        slices[-1] = (name, slices[-1][1], end)
    else:
        slices.append((name, start, end))


def schedule(jobs):
    """Run jobs by earliest deadline with preemption; return [(name, start, end), ...]."""
    validate(jobs)
    pending = sorted(jobs, key=lambda job: (job.release, job.name))
    ready = []
    remaining = {}
    slices = []
    clock = 0
    while pending or ready:
        arrived = _released(pending, clock)
        pending = pending[len(arrived):]
        for job in arrived:
            heapq.heappush(ready, (job.deadline, job.name))
            remaining[job.name] = job.duration
        if not ready:
            clock = pending[0].release
            continue
        _, name = ready[0]
        run = remaining[name]
        if pending:
            run = min(run, pending[0].release - clock)
        _append_slice(slices, name, clock, clock + run)
        clock += run
        remaining[name] -= run
        if remaining[name] == 0:
            heapq.heappop(ready)
    return slices


def completion_times(slices):
    finish = {}
    for name, _, end in slices:
        finish[name] = max(end, finish.get(name, end))
    return finish


def lateness(jobs):
    """How late each job finishes under EDF (0 if on time)."""
    finish = completion_times(schedule(jobs))
    return {job.name: max(0, finish[job.name] - job.deadline) for job in jobs}


def missed_deadlines(jobs):
    return sorted(name for name, late in lateness(jobs).items() if late > 0)


def is_feasible(jobs):
    return not missed_deadlines(jobs)


def utilization(jobs):
    """Busy fraction of the window from the first release to the last deadline."""
    if not jobs:
        return 0.0
    start = min(job.release for job in jobs)
    end = max(job.deadline for job in jobs)
    return sum(job.duration for job in jobs) / max(end - start, 1)
