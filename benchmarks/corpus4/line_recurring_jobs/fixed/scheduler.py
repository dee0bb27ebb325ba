"""An in-process job scheduler: recurring and one-off jobs driven by an injectable clock."""

import itertools


class SimClock:
    def __init__(self, now=0):
        self.now = now

    def __call__(self):
        return self.now


class Job:
    _ids = itertools.count(1)

    def __init__(self, func, next_run, interval=None, name=None, max_runs=None):
        self.id = next(Job._ids)
        self.func = func
        self.next_run = next_run
        self.interval = interval
        self.name = name or getattr(func, "__name__", f"job{self.id}")
        self.max_runs = max_runs
        self.runs = 0
        self.last_run = None
        self.failures = 0

    @property
    def recurring(self):
        return self.interval is not None

    def __repr__(self):
        return f"<Job {self.name} next={self.next_run} runs={self.runs}>"


class Scheduler:
    def __init__(self, clock):
        self.clock = clock
        self.jobs = []

    def every(self, seconds, func, name=None, delay=None, max_runs=None):
        if seconds <= 0:
            raise ValueError("interval must be positive")
        start = self.clock() + (seconds if delay is None else delay)
        job = Job(func, start, seconds, name, max_runs)
        self.jobs.append(job)
        return job

    def at(self, when, func, name=None):
        job = Job(func, when, None, name)
        self.jobs.append(job)
        return job

    def cancel(self, name):
        before = len(self.jobs)
        self.jobs = [job for job in self.jobs if job.name != name]
        return before - len(self.jobs)

    def due(self, now):
        return sorted((j for j in self.jobs if j.next_run <= now), key=lambda j: (j.next_run, j.id))

    def _run(self, job, now):
        try:
            job.func()
        except Exception:  # a failing job must not stop the others
            job.failures += 1
        job.runs += 1
        job.last_run = now
        if not job.recurring or (job.max_runs is not None and job.runs >= job.max_runs):
            self.jobs.remove(job)
        else:
            job.next_run += job.interval

    def run_pending(self):
        """Run the jobs due now, each once; returns how many ran."""
        now = self.clock()
        due = self.due(now)
        for job in due:
            self._run(job, now)
        return len(due)

    def run_until(self, end):
        """Simulate time up to end (inclusive): jump the clock from one due job to the next."""
        ran = 0
        while self.jobs:
            job = min(self.jobs, key=lambda j: (j.next_run, j.id))
            if job.next_run > end:
                break
            self.clock.now = max(self.clock.now, job.next_run)
            self._run(job, self.clock.now)
            ran += 1
        self.clock.now = max(self.clock.now, end)
        return ran

    def idle_seconds(self):
        if not self.jobs:
            return None
        return max(0, min(j.next_run for j in self.jobs) - self.clock())
