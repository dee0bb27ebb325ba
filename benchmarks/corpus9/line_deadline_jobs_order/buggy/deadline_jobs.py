"""Greedy job sequencing: unit-time jobs with deadlines and profits on one machine."""


class Job:
    """A unit-time job that earns its profit only if it runs in a slot before its deadline."""

    def __init__(self, name, deadline, profit):
        if deadline < 1:
            raise ValueError("deadline must be at least 1")
        self.name = name
        self.deadline = deadline
        self.profit = profit

    def __repr__(self):
        return f"Job({self.name!r}, {self.deadline}, {self.profit})"


class JobScheduler:
    """Collects jobs and plans the most profitable feasible sequence."""

    def __init__(self):
        self.jobs = []

    def add(self, name, deadline, profit):
        self.jobs.append(Job(name, deadline, profit))
        return self

    def plan(self):
        """Slot-by-slot schedule (None for an idle slot), greedy by profit.

        Each job, most profitable first (ties by name), takes the latest free slot
        before its deadline; a job with no free slot left is dropped.
        """
        ordered = list(self.jobs)
        horizon = max((job.deadline for job in ordered), default=0)
        slots = [None] * horizon
        for job in ordered:
            for t in range(job.deadline - 1, -1, -1):
                if slots[t] is None:
                    slots[t] = job
                    break
        return slots

    def sequence(self):
        """Names of the scheduled jobs in the order they run."""
        return [job.name for job in self.plan() if job is not None]

    def total_profit(self):
        return sum(job.profit for job in self.plan() if job is not None)

    def dropped(self):
        """Names of the jobs that do not fit, sorted."""
        kept = set(self.sequence())
        return sorted(job.name for job in self.jobs if job.name not in kept)
