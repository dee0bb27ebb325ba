"""Two-machine flow shop scheduling with Johnson's rule.

Every job runs first on machine A, then on machine B. Johnson's rule gives an order that
minimises the makespan: jobs whose A time is at most their B time go first, by
increasing A time; the rest follow by decreasing B time. Ties are broken by name.
"""

from itertools import permutations


def _check(jobs):
    """jobs: {name: (time_a, time_b)}; both times must be non-negative numbers."""
    for name, (a, b) in jobs.items():
        if a < 0 or b < 0:
            raise ValueError(f"job {name!r} has a negative processing time")


def _goes_first(a, b):
    """Johnson's split: a job belongs to the front group when A is not slower than B."""
    return a <= b


def johnson_order(jobs):
    """The job names in Johnson order."""
    _check(jobs)
    front = [(a, name) for name, (a, b) in jobs.items() if _goes_first(a, b)]
    back = [(-b, name) for name, (a, b) in jobs.items() if not _goes_first(a, b)]
    return [name for _, name in sorted(front)] + [name for _, name in sorted(back)]


def timetable(jobs, order):
    """(name, start_a, end_a, start_b, end_b) for each job run in the given order."""
    end_a = end_b = 0
    rows = []
    for name in order:
        a, b = jobs[name]
        start_a, end_a = end_a, end_a + a
        start_b = max(end_a, end_b)
        end_b = start_b + b
        rows.append((name, start_a, end_a, start_b, end_b))
    return rows


def makespan(jobs, order):
    """Time at which machine B finishes the last job."""
    rows = timetable(jobs, order)
    return rows[-1][4] if rows else 0


def completion_times(jobs, order):
    """{name: time machine B finishes it} for the given order."""
    return {name: end_b for name, _, _, _, end_b in timetable(jobs, order)}


def mean_flow_time(jobs, order):
    """Average completion time over all jobs (0 for an empty schedule)."""
    finished = completion_times(jobs, order)
    if not finished:
        return 0.0
    return sum(finished.values()) / len(finished)


def idle_time_b(jobs, order):
    """Total time machine B waits between its first start and the last finish."""
    idle = 0
    rows = timetable(jobs, order)
    for previous, current in zip(rows, rows[1:]):
        idle += current[3] - previous[4]
    return idle


def lower_bound(jobs):
    """No order can finish before either machine's total work plus the other's minimum."""
    if not jobs:
        return 0
    times_a = [a for a, _ in jobs.values()]
    times_b = [b for _, b in jobs.values()]
    return max(sum(times_a) + min(times_b), min(times_a) + sum(times_b))


def best_makespan_brute_force(jobs):
    """The optimal makespan by trying every order (for a handful of jobs only)."""
    return min((makespan(jobs, order) for order in permutations(jobs)), default=0)
