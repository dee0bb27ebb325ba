"""Task networks: durations and finish-to-start dependencies."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache


class CycleError(ValueError):
    pass


@dataclass
class Network:
    durations: dict[str, int] = field(default_factory=dict)
    preds: dict[str, set[str]] = field(default_factory=dict)

    def add(self, task: str, duration: int, after: tuple[str, ...] = ()) -> None:
        if duration < 0:
            raise ValueError(f"negative duration for {task}")
        if task in self.durations:
            raise ValueError(f"duplicate task {task}")
        self.durations[task] = duration
        self.preds[task] = set(after)

    def check(self) -> None:
        for task, preds in self.preds.items():
            unknown = preds - self.durations.keys()
            if unknown:
                raise KeyError(f"{task} depends on unknown {sorted(unknown)}")
        self.order()

    def successors(self) -> dict[str, set[str]]:
        succ: dict[str, set[str]] = {task: set() for task in self.durations}
        for task, preds in self.preds.items():
            for p in preds:
                succ[p].add(task)
        return succ

    def order(self) -> list[str]:
        """Tasks in a dependency-respecting order (ties by name)."""
        state: dict[str, int] = {}
        result: list[str] = []

        def visit(task: str, trail: tuple[str, ...]) -> None:
            if state.get(task) == 2:
                return
            if state.get(task) == 1:
                raise CycleError(" -> ".join((*trail, task)))
            state[task] = 1
            for p in sorted(self.preds[task]):
                visit(p, (*trail, task))
            state[task] = 2
            result.append(task)

        for task in sorted(self.durations):
            visit(task, ())
        return result

    def earliest(self) -> dict[str, int]:
        """Earliest start of each task (recursive, memoized)."""

        @cache
        def start(task: str) -> int:
            return max((start(p) + self.durations[p] for p in self.preds[task]), default=0)

        self.order()  # raises on cycles before the recursion can loop
        return {task: start(task) for task in self.durations}
