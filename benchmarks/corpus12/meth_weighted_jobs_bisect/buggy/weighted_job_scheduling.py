"""Weighted job (interval) scheduling.

Given jobs with a start time, end time and profit, choose a set of mutually
compatible jobs (a job may start exactly when the previous one ends) with the
largest total profit.  Classic dynamic programming over jobs sorted by end
time, with binary search for the last compatible job.
"""

import bisect
from collections import namedtuple

Job = namedtuple("Job", "name start end profit")


def make_jobs(rows):
    """Jobs from (name, start, end, profit) rows, validated."""
    jobs = []
    for name, start, end, profit in rows:
        if end <= start:
            raise ValueError(f"job {name!r} must end after it starts")
        if profit < 0:
            raise ValueError(f"job {name!r} has negative profit")
        jobs.append(Job(name, start, end, profit))
    return jobs


def _by_end(jobs):
    return sorted(jobs, key=lambda j: (j.end, j.start, j.name))


def _last_compatible(jobs, ends):
    """For each job i, how many earlier jobs (by end) finish by the time it starts."""
    return [bisect.bisect_left(ends, job.start, 0, i) for i, job in enumerate(jobs)]


def best_schedule(jobs):
    """(max profit, chosen jobs in time order)."""
    jobs = _by_end(jobs)
    ends = [j.end for j in jobs]
    pred = _last_compatible(jobs, ends)
    best = [0] * (len(jobs) + 1)
    for i, job in enumerate(jobs, 1):
        best[i] = max(best[i - 1], job.profit + best[pred[i - 1]])
    chosen = []
    i = len(jobs)
    while i > 0:
        job = jobs[i - 1]
        if job.profit + best[pred[i - 1]] >= best[i - 1]:
            chosen.append(job)
            i = pred[i - 1]
        else:
            i -= 1
    return best[-1], chosen[::-1]


def max_profit(jobs):
    return best_schedule(jobs)[0]


def is_compatible(schedule):
    """True if no two jobs in the schedule overlap."""
    ordered = sorted(schedule, key=lambda j: j.start)
    return all(a.end <= b.start for a, b in zip(ordered, ordered[1:]))


def max_job_count(jobs):
    """Most jobs that can be done, ignoring profit (earliest-finish greedy)."""
    count = 0
    free_at = None
    for job in _by_end(jobs):
        if free_at is None or job.start >= free_at:
            count += 1
            free_at = job.end
    return count


def total_profit(schedule):
    return sum(job.profit for job in schedule)
