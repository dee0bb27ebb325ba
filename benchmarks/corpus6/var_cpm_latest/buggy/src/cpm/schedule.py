"""Forward and backward passes over a network."""

from __future__ import annotations

from dataclasses import dataclass

from .network import Network


@dataclass(frozen=True)
class Schedule:
    earliest: dict[str, int]
    latest: dict[str, int]
    durations: dict[str, int]
    finish: int

    def slack(self, task: str) -> int:
        return self.latest[task] - self.earliest[task]

    def critical(self) -> list[str]:
        tasks = [t for t in self.earliest if self.slack(t) == 0]
        return sorted(tasks, key=lambda t: (self.earliest[t], t))

    def window(self, task: str) -> tuple[int, int]:
        """Earliest start and latest finish of a task."""
        return self.earliest[task], self.latest[task] + self.durations[task]


def plan(network: Network, deadline: int | None = None) -> Schedule:
    network.check()
    earliest = network.earliest()
    durations = network.durations
    finish = max((earliest[t] + durations[t] for t in durations), default=0)
    if deadline is not None:
        if deadline < finish:
            raise ValueError(f"deadline {deadline} is before the earliest finish {finish}")
        finish = deadline
    latest = {task: finish - durations[task] for task in durations}
    edges = [(task, s) for task, succ in network.successors().items() for s in sorted(succ)]
    changed = True
    while changed:
        changed = False
        for task, s in edges:
            candidate = latest[s] - durations[task]
            if candidate >= latest[s]:
                continue
            latest[task] = candidate
            changed = True
    return Schedule(earliest, latest, dict(durations), finish)
