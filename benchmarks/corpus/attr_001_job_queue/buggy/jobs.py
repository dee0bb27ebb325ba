"""A priority queue of print jobs."""

from dataclasses import dataclass, field


@dataclass(order=True)
class Job:
    """A job; lower priority numbers run first, ties by submission order."""

    priority: int
    seq: int
    name: str = field(compare=False)


class JobQueue:
    """Jobs waiting for the printer."""

    def __init__(self) -> None:
        self._pending: list[Job] = []
        self._counter = 0

    def __len__(self) -> int:
        return len(self._pending)

    def add(self, name: str, priority: int = 5) -> Job:
        """Queue a job and return it."""
        job = Job(priority, self._counter, name)
        self._counter += 1
        self._pending.add(job)
        return job

    def next_job(self) -> Job | None:
        """Remove and return the most urgent job, or None when idle."""
        if not self._pending:
            return None
        job = min(self._pending)
        self._pending.remove(job)
        return job
