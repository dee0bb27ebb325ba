"""The reproduce step asks the warm server first and a fresh process when they differ.

A warm run that fails exactly as the user's run did (the same ids, each in the same
phase with the same exception type) is the reproduction. Anything else is decided by a
fresh ``python -m pytest``, the reference; when that one fails as the user's run did
and the warm server had said otherwise, the server is told so (the pool switches to
fresh processes, in one line and in the record's notes).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from pytest_selfheal import timing
from pytest_selfheal.records import Failure, RerunResult
from pytest_selfheal.rerun import child_env, run_tests, run_warm
from pytest_selfheal.sandbox.local import LocalSandbox
from pytest_selfheal.timing import NotedWarm, reproduce, same_failures
from pytest_selfheal.warmworker import WarmWorker

TESTS = """\
import pytest
from calc import add


@pytest.fixture
def broken():
    raise RuntimeError("setup broke")


def test_add():
    assert add(1, 2) == 3


def test_raises():
    add(None, 1)


def test_setup(broken):
    pass


def test_fine():
    assert add(2, 2) == 4
"""
IDS = ["test_calc.py::test_add", "test_calc.py::test_raises", "test_calc.py::test_setup"]


def failure(nodeid: str, exc_type: str, when: str = "call") -> Failure:
    return Failure(nodeid=nodeid, when=when, exc_type=exc_type, message="m")


USER = [failure(IDS[0], "AssertionError"), failure(IDS[1], "TypeError"),
        failure(IDS[2], "RuntimeError", "setup")]


def test_the_warm_report_is_the_fresh_report(tmp_path: Path) -> None:
    """Differential: the same ids run both ways give the same outcomes and failures."""
    (tmp_path / "calc.py").write_text("def add(a, b):\n    return a * b\n")
    (tmp_path / "test_calc.py").write_text(TESTS)
    env = child_env({**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}, tmp_path,
                    tmp_path)
    ids = [*IDS, "test_calc.py::test_fine"]
    fresh = run_tests(LocalSandbox(), tmp_path, tmp_path, ids, env=env, timeout=60)
    with WarmWorker(tmp_path, LocalSandbox(), env) as worker:
        warm = run_warm(worker, tmp_path, ids, 60)
    assert warm is not None
    assert (warm.status, warm.failed, warm.passed) == (fresh.status, fresh.failed,
                                                       fresh.passed)
    assert warm.failed == IDS
    kinds = sorted((f.nodeid, f.when, f.exc_type) for f in warm.failures)
    assert kinds == sorted((f.nodeid, f.when, f.exc_type) for f in fresh.failures)
    assert set(warm.durations) == set(fresh.durations)
    assert same_failures(warm, USER, IDS) and same_failures(fresh, USER, IDS)
    assert not list((tmp_path / ".selfheal").iterdir())  # its scratch files are gone


def test_a_warm_run_that_cannot_finish_gives_no_report(tmp_path: Path) -> None:
    (tmp_path / "test_hang.py").write_text("def test_hang():\n    while True:\n        pass\n")
    env = {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    with WarmWorker(tmp_path, LocalSandbox(), env) as worker:
        assert run_warm(worker, tmp_path, ["test_hang.py::test_hang"], 1.0) is None


def rerun(failed: list[str], failures: list[Failure], passed: list[str] = ()) -> RerunResult:
    return RerunResult(nodeids=IDS, status="failed" if failed else "passed", failed=failed,
                       failures=failures, passed=list(passed))


class FakeWarm:
    def __init__(self, result: RerunResult | None) -> None:
        self.result = result
        self.asked: list[tuple[list[str], float]] = []
        self.told: list[str] = []

    def rerun(self, nodeids: list[str], timeout: float) -> RerunResult | None:
        self.asked.append((nodeids, timeout))
        return self.result

    def disagrees(self, reason: str) -> None:
        self.told.append(reason)


class FreshRuns:
    """The fresh reference run, faked: what it answers and how often it was asked."""

    def __init__(self) -> None:
        self.answer = rerun(IDS, USER)
        self.calls = 0

    def __call__(self, *args: object, **kwargs: object) -> RerunResult:
        self.calls += 1
        return self.answer


@pytest.fixture
def fresh(monkeypatch: pytest.MonkeyPatch) -> FreshRuns:
    runs = FreshRuns()
    monkeypatch.setattr(timing, "run_tests", runs)
    return runs


def run(warm: FakeWarm | None, failures: list[Failure] = USER) -> RerunResult:
    result, hung = reproduce(LocalSandbox(), Path("."), Path("."), failures, {}, 600.0,
                             None, lambda line: None, warm)
    assert hung == set()
    return result


def test_a_warm_run_failing_as_the_user_saw_is_the_reproduction(fresh: FreshRuns) -> None:
    warm = FakeWarm(rerun(IDS, USER))
    assert run(warm) is warm.result
    assert fresh.calls == 0  # no fresh process
    assert warm.asked[0][0] == IDS and warm.asked[0][1] <= timing.WARM_SLACK + 1
    assert warm.told == []


def test_another_exception_in_the_warm_server_is_checked_fresh(fresh: FreshRuns) -> None:
    odd = [*USER[:2], failure(IDS[2], "PytestAssertRewriteWarning", "setup")]
    warm = FakeWarm(rerun(IDS, odd))
    assert run(warm) is fresh.answer  # the fresh reference decides
    assert fresh.calls == 1
    assert len(warm.told) == 1 and "PytestAssertRewriteWarning" in warm.told[0]


def test_a_warm_pass_is_checked_fresh_but_is_no_disagreement(fresh: FreshRuns) -> None:
    warm = FakeWarm(rerun(IDS[:2], USER[:2], passed=IDS[2:]))  # a flaky test, maybe
    assert run(warm) is fresh.answer
    assert warm.told == []


def test_no_warm_answer_means_a_fresh_run(fresh: FreshRuns) -> None:
    warm = FakeWarm(None)
    assert run(warm) is fresh.answer and warm.told == []


def test_slow_failing_tests_are_reproduced_fresh_only(fresh: FreshRuns) -> None:
    slow = [f.model_copy(update={"duration": timing.WARM_REPRODUCE_MAX}) for f in USER]
    warm = FakeWarm(rerun(IDS, slow))
    assert run(warm, slow) is fresh.answer
    assert warm.asked == []


def test_a_disagreement_is_said_and_noted() -> None:
    notes: list[str] = []
    lines: list[str] = []
    inner = FakeWarm(None)
    noted = NotedWarm(inner, notes, lines.append)
    noted.disagrees("the warm server said error")
    assert inner.told == ["the warm server said error"]
    assert notes == ["validating in fresh pytest processes: the warm server said error"]
    assert lines == [f"selfheal: builtin: {notes[0]}"]


def test_same_failures_needs_the_same_ids_phases_and_types() -> None:
    assert same_failures(rerun(IDS, USER), USER, IDS)
    assert not same_failures(rerun(IDS[:2], USER[:2]), USER, IDS)
    assert not same_failures(rerun(IDS, [*USER[:2], failure(IDS[2], "RuntimeError")]),
                             USER, IDS)  # call, not setup
    assert not same_failures(RerunResult(nodeids=IDS, status="error", failed=IDS,
                                         failures=USER), USER, IDS)
