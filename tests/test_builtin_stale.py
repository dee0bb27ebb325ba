"""Stale state: an attribute the assertion reads still holds the value __init__ gave it."""

from __future__ import annotations

from pathlib import Path

from pytest_selfheal.engines.builtin.localize import rank_suspects
from pytest_selfheal.records import Failure, Frame

CLOCK = '''\
import heapq


class Job:
    def __init__(self, at: float, name: str):
        self.at = at
        self.name = name


class Clock:
    def __init__(self):
        self.now = 0.0
        self.jobs = []
        self.done = 0

    def add(self, delay, name):
        heapq.heappush(self.jobs, (self.now + delay, name))

    def tick(self):
        at, name = heapq.heappop(self.jobs)
        job = Job(at, name)
        self.done += 1
        return job.name

    def drain(self):
        names = []
        while self.jobs:
            names.append(self.tick())
        return names

    def reset(self, to):
        first = to
        self.now = first
'''

TEST = '''\
from clock import Clock


def test_drain_moves_the_clock():
    c = Clock()
    c.add(3, "a")
    c.drain()
    assert c.now == 3
'''


def failing(root: Path, message: str) -> Failure:
    (root / "clock.py").write_text(CLOCK)
    (root / "tests").mkdir(exist_ok=True)
    (root / "tests" / "test_clock.py").write_text(TEST)
    return Failure(nodeid="tests/test_clock.py::test_drain_moves_the_clock",
                   exc_type="AssertionError", message=message,
                   test_path="tests/test_clock.py",
                   frames=[Frame(path="tests/test_clock.py", lineno=8,
                                 function="test_drain_moves_the_clock")])


def test_the_bindings_of_the_methods_the_test_ran_are_the_spots(tmp_path: Path) -> None:
    ranked = rank_suspects(tmp_path, [failing(tmp_path, "assert 0.0 == 3")])
    reasons = {s.line: s.reasons for s in ranked}
    # tick (run through drain) binds `job`: the update of .now belongs after it
    assert any("never moves .now" in r for r in reasons[21])
    assert ranked[0].line == 21
    # `names = []` binds a constant; reset stores .now and was not run by the test
    assert not any("never moves" in r for r in reasons.get(26, []))
    assert 31 not in reasons


def test_no_stale_spots_when_the_value_moved(tmp_path: Path) -> None:
    ranked = rank_suspects(tmp_path, [failing(tmp_path, "assert 5.0 == 3")])
    assert not any("never moves" in r for s in ranked for r in s.reasons)
