"""The built-in engine's search and the engine itself, on small tmp projects."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from pytest_selfheal.changes import Bases, ChangeSet
from pytest_selfheal.engines.base import Engine, Exhausted, RepairRequest
from pytest_selfheal.engines.builtin import search as search_mod
from pytest_selfheal.engines.builtin.compound import merge_edits
from pytest_selfheal.engines.builtin.engine import (
    BuiltinEngine,
    _unified_diff,
    file_diff,
    one_small_edit,
)
from pytest_selfheal.engines.builtin.model import Candidate, Suspect
from pytest_selfheal.engines.builtin.search import search
from pytest_selfheal.records import Failure, Frame
from pytest_selfheal.sandbox.local import LocalSandbox
from pytest_selfheal.warmworker import CandidateResult

CALC = '''\
def total(n):
    """Sum of 1..n."""
    s = 0
    for i in range(1, n):
        s += i
    return s


def scale(x):
    a = x * 3
    b = a - 1
    return b
'''
TESTS = '''\
from calc import scale, total


def test_total():
    assert total(3) == 6


def test_total_one():
    assert total(1) == 1


def test_scale():
    assert scale(2) == 5


def test_total_zero():
    assert total(0) == 0
'''


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "calc.py").write_text(CALC)
    (tmp_path / "test_calc.py").write_text(TESTS)
    return tmp_path


@pytest.fixture
def env() -> dict[str, str]:
    return {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}


def failure(nodeid: str, line: int, message: str) -> Failure:
    return Failure(nodeid=nodeid, exc_type="AssertionError", message=message,
                   frames=[Frame(path="test_calc.py", lineno=line, function=nodeid[15:])],
                   test_path="test_calc.py", duration=0.01, longrepr="", captured="")


TOTAL_FAILURES = [failure("test_calc.py::test_total", 5, "assert 3 == 6"),
                  failure("test_calc.py::test_total_one", 9, "assert 0 == 1")]


def edit(old: str, new: str, line: int, *, prior: float = 0.9, op: str = "fake") -> Candidate:
    return Candidate("calc.py", CALC.replace(old, new), op, line, f"`{old}` -> `{new}`", prior,
                     len(new), f"calc.py:{line}:{op}:{new}")


class FakeStages:
    """Stand-ins for spectrum, localization and operators; records what search asked."""

    def __init__(self, candidates: list[Candidate]) -> None:
        self.candidates = candidates
        self.spectrum_calls = 0

    def __call__(self) -> tuple[Any, Any, Any]:
        return self.spectrum, self.rank, self.generate

    def spectrum(self, *args: object, **kwargs: object) -> None:
        self.spectrum_calls += 1

    def rank(self, root: Path, failures: list[Failure], spectrum: object) -> list[Suspect]:
        return [Suspect("calc.py", 4, 1.0), Suspect("calc.py", 10, 0.5)]

    def generate(self, *args: object) -> list[Candidate]:
        return list(self.candidates)


def fake_search(
    monkeypatch: pytest.MonkeyPatch, project: Path, env: dict[str, str],
    candidates: list[Candidate], **kw: Any,
) -> tuple[search_mod.SearchResult, list[str]]:
    monkeypatch.setattr(search_mod, "_stages", FakeStages(candidates))
    lines: list[str] = []
    failures = kw.pop("failures", TOTAL_FAILURES)
    res = search(project, failures, LocalSandbox(), env, progress=lines.append,
                 budget_seconds=kw.pop("budget_seconds", 60.0), **kw)
    assert (project / "calc.py").read_text() == CALC  # the worktree is always restored
    return res, lines


def test_search_finds_plausible_and_restores(monkeypatch: pytest.MonkeyPatch, project: Path,
                                             env: dict[str, str]) -> None:
    wrong = edit("range(1, n)", "range(2, n)", 4)
    right = edit("range(1, n)", "range(1, n + 1)", 4)
    res, lines = fake_search(monkeypatch, project, env, [wrong, right])
    assert res.candidate == right
    assert res.tried == 2 and res.ranked == 2
    assert res.failed_keys == {wrong.key}
    assert "makes the failing tests pass" in res.reason
    assert lines[0] == "selfheal: builtin: 2 statements ranked"
    assert lines[-1].startswith("selfheal: builtin: 2 candidates, ")


def test_search_prefers_the_smallest_plausible_edit(monkeypatch: pytest.MonkeyPatch,
                                                    project: Path, env: dict[str, str]) -> None:
    big = edit("range(1, n)", "range(1, n + 1)", 4)
    small = edit("range(1, n)", "range(n+1)", 4)
    low_prior = edit("range(1, n)", "range(0,n+1)", 4, prior=0.1)
    other_line = edit("s += i", "s+=i", 5)
    res, _ = fake_search(monkeypatch, project, env, [big, other_line, low_prior, small])
    assert res.candidate == small
    assert res.tried == 2  # big, then the one smaller edit of equal prior at line 4


def test_search_skips_excluded_keys(monkeypatch: pytest.MonkeyPatch, project: Path,
                                    env: dict[str, str]) -> None:
    first = edit("range(1, n)", "range(n + 1)", 4)
    second = edit("range(1, n)", "range(1, n + 1)", 4)
    res, _ = fake_search(monkeypatch, project, env, [first, second], exclude_keys={first.key})
    assert res.candidate == second


def test_search_tries_compounds_after_singles_fail(monkeypatch: pytest.MonkeyPatch,
                                                   project: Path, env: dict[str, str]) -> None:
    # test_total passes only with both edits: the range end and the start value.
    (project / "test_calc.py").write_text(TESTS.replace("total(3) == 6", "total(3) == 16"))
    range_end = edit("range(1, n)", "range(1, n + 1)", 4)
    start_ten = edit("s = 0", "s = 10", 3)
    # (the other tests of the file break with it: without screening, for the mechanics)
    res, _ = fake_search(monkeypatch, project, env, [range_end, start_ten],
                         failures=TOTAL_FAILURES[:1], neighbours=False)
    assert res.candidate is not None
    assert res.candidate.operator == "fake+fake"
    assert "s = 10" in res.candidate.new_source and "range(1, n + 1)" in res.candidate.new_source
    # the two singles, what synthesis learned from the states (none of it fixes both), the pair
    synthesized = [k for k in res.failed_keys if ":synth-" in k]
    assert res.tried == 3 + len(synthesized)
    assert "compound" in res.reason


def test_search_reports_why_nothing_was_found(monkeypatch: pytest.MonkeyPatch, project: Path,
                                              env: dict[str, str]) -> None:
    cands = [edit("range(1, n)", "range(2, n)", 4), edit("s = 0", "s = 1", 3)]
    res, _ = fake_search(monkeypatch, project, env, cands)
    assert res.candidate is None
    synthesized = [k for k in res.failed_keys if ":synth-" in k]
    assert res.reason.startswith(f"no template reached the bug: {3 + len(synthesized)} "
                                 "candidates over 2 statements")
    capped, _ = fake_search(monkeypatch, project, env, cands, max_candidates=1)
    assert capped.reason.startswith("candidate cap of 1 reached: 1 candidates")


def test_search_checks_the_failures_first(monkeypatch: pytest.MonkeyPatch, project: Path,
                                          env: dict[str, str]) -> None:
    cands = [edit("range(1, n)", "range(1, n + 1)", 4)]
    passing = [failure("test_calc.py::test_scale", 13, "assert 4 == 5")]
    res, _ = fake_search(monkeypatch, project, env, cands, failures=passing)
    assert res.candidate is None and res.tried == 0
    assert res.reason.startswith("the failing tests pass unchanged in the scratch worktree")
    gone = [failure("test_calc.py::test_gone", 1, "assert 0")]
    res, _ = fake_search(monkeypatch, project, env, cands, failures=gone)
    assert res.candidate is None and res.tried == 0
    assert res.reason.startswith("the failing tests cannot be selected in the scratch worktree")
    assert "test_gone" in res.reason


class InterruptingWorker:
    def __init__(self, project: Path) -> None:
        self.project = project
        self.runs = 0

    def start(self) -> None:
        pass

    def close(self) -> None:
        pass

    def run(self, nodeids: list[str], timeout: float) -> CandidateResult:
        self.runs += 1
        if self.runs == 1:
            return CandidateResult("failed", 0.0, nodeids[0], "baseline fails")
        assert "range(1, n + 1)" in (self.project / "calc.py").read_text()
        raise KeyboardInterrupt


def test_search_restores_the_file_on_interrupt(monkeypatch: pytest.MonkeyPatch,
                                               project: Path, env: dict[str, str]) -> None:
    monkeypatch.setattr(search_mod, "_stages",
                        FakeStages([edit("range(1, n)", "range(1, n + 1)", 4)]))
    worker: Any = InterruptingWorker(project)
    with pytest.raises(KeyboardInterrupt):
        search(project, TOTAL_FAILURES, LocalSandbox(), env, worker=worker)
    assert worker.runs == 2
    assert (project / "calc.py").read_text() == CALC


def test_merge_edits_refuses_overlaps() -> None:
    base = "a\nb\nc\n"
    assert merge_edits(base, "A\nb\nc\n", "a\nb\nC\n") == "A\nb\nC\n"
    assert merge_edits(base, "A\nb\nc\n", "X\nb\nc\n") is None


def test_diff_headers_and_missing_final_newline() -> None:
    for make in (file_diff, _unified_diff):
        diff = make("pkg/m.py", "x = 1\ny = 2", "x = 1\ny = 3")
        assert diff.startswith("--- a/pkg/m.py\n+++ b/pkg/m.py\n")
        assert "-y = 2\n\\ No newline at end of file\n+y = 3\n\\ No newline at end of file\n" \
            in diff


# ------------------------------------------------------------ the engine, end to end


@pytest.fixture
def engine() -> Iterator[BuiltinEngine]:
    eng = BuiltinEngine(budget_seconds=30.0, max_candidates=200)
    yield eng
    eng.close()


def request_for(project: Path, env: dict[str, str], failures: list[Failure]) -> RepairRequest:
    return RepairRequest(group_id="g1", failures=failures, worktree=project,
                         sandbox=LocalSandbox(), env=env, baseline_duration=0.05)


def git_apply(project: Path, diff: str) -> None:
    subprocess.run(["git", "apply", "-"], input=diff, text=True, cwd=project, check=True)


def test_engine_fixes_an_off_by_one(engine: BuiltinEngine, project: Path,
                                    env: dict[str, str]) -> None:
    assert isinstance(engine, Engine)
    lines: list[str] = []
    req = request_for(project, env, TOTAL_FAILURES)
    req.reporter = lines.append
    first = engine.propose(req)
    assert first.engine == "builtin" and first.location == "calc.py:4"
    assert first.candidates_tried >= 1 and first.operator
    assert first.summary.startswith(f"{first.operator} at calc.py:4: ")
    assert "became" in first.summary
    assert first.diff.startswith("--- a/calc.py\n+++ b/calc.py\n")
    assert "-    for i in range(1, n):\n" in first.diff
    assert (project / "calc.py").read_text() == CALC
    assert any("statements ranked" in ln for ln in lines)
    # The loop reports a regression: the next proposal continues past the first one.
    engine.max_candidates = 10
    try:
        second = engine.propose(req)
    except Exhausted:
        second = None
    assert second is None or second.diff != first.diff
    git_apply(project, first.diff)
    out = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          "test_calc.py::test_total", "test_calc.py::test_total_one"],
                         cwd=project, env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stdout


def test_engine_exhausted_when_no_template_reaches(engine: BuiltinEngine, project: Path,
                                                   env: dict[str, str]) -> None:
    (project / "calc.py").write_text(CALC + "\n\ndef fib(n):\n    return n\n")
    (project / "test_calc.py").write_text(
        "from calc import fib\n\n\ndef test_fib():\n    assert fib(10) == 55\n")
    fails = [failure("test_calc.py::test_fib", 5, "assert 10 == 55")]
    engine.budget_seconds = 20.0
    with pytest.raises(Exhausted) as exc:
        engine.propose(request_for(project, env, fails))
    assert "candidates over" in str(exc.value)
    assert "\n" not in str(exc.value)
    assert (project / "calc.py").read_text().endswith("    return n\n")


def test_hung_failing_tests_run_last(monkeypatch: pytest.MonkeyPatch, project: Path,
                                     env: dict[str, str]) -> None:
    from pytest_selfheal.warmworker import WarmWorker

    hung = Failure(nodeid="test_calc.py::test_total_zero", exc_type="Failed",
                   message="Timeout (>10.0s) from pytest-timeout.", test_path="test_calc.py",
                   frames=[Frame(path="calc.py", lineno=5, function="total")], duration=10.0)
    asked: list[list[str]] = []
    real_run = WarmWorker.run

    def run(self: WarmWorker, ids: list[str], *args: Any, **kw: Any) -> Any:
        asked.append(list(ids))
        return real_run(self, ids, *args, **kw)

    monkeypatch.setattr(WarmWorker, "run", run)
    right = edit("range(1, n)", "range(1, n + 1)", 4)
    res, _ = fake_search(monkeypatch, project, env, [right],
                         failures=[hung, *TOTAL_FAILURES])
    assert res.candidate == right
    # the run on the unchanged tree leaves the hung test out; candidates run it last
    assert asked[0] == ["test_calc.py::test_total", "test_calc.py::test_total_one"]
    assert asked[1] == ["test_calc.py::test_total", "test_calc.py::test_total_one",
                        "test_calc.py::test_total_zero"]


def test_tests_a_rejected_proposal_broke_are_screened_first(
        monkeypatch: pytest.MonkeyPatch, project: Path, env: dict[str, str]) -> None:
    (project / "test_other.py").write_text("from calc import scale\n\n\n"
                                           "def test_scale_one():\n    assert scale(1) == 2\n")
    breaker = Candidate("calc.py", CALC.replace("range(1, n)", "range(1, n + 1)")
                        .replace("    return b\n", "    return b if x != 1 else 0\n"),
                        "fake", 4, "breaks scale(1)", 0.9, 5, "breaker")
    right = edit("range(1, n)", "range(1, n + 1)", 4, prior=0.8)
    # without what the loop learned, the breaker passes: test_other.py is no neighbour
    res, _ = fake_search(monkeypatch, project, env, [breaker, right])
    assert res.candidate is not None and res.candidate.key == "breaker"
    res, _ = fake_search(monkeypatch, project, env, [breaker, right],
                         learned=["test_other.py::test_scale_one"])
    assert res.candidate == right and "breaker" in res.failed_keys


def test_another_groups_failing_test_is_no_neighbour(
        monkeypatch: pytest.MonkeyPatch, project: Path, env: dict[str, str]) -> None:
    # test_spin hangs without any candidate (another group's bug); a candidate that makes
    # the quick neighbour test_scale hang is still caught within a second
    (project / "test_calc.py").write_text(
        TESTS + "\n\ndef test_spin():\n    while True:\n        pass\n")
    hanger = Candidate("calc.py", CALC.replace("range(1, n)", "range(1, n + 1)")
                       .replace("    b = a - 1\n", "    b = a - 1\n    while x == 2:\n"
                                "        pass\n"), "fake", 4, "hangs scale(2)", 0.9, 5,
                       "hanger")
    right = edit("range(1, n)", "range(1, n + 1)", 4, prior=0.8)
    res, _ = fake_search(monkeypatch, project, env, [hanger, right],
                         failing_elsewhere=["test_calc.py::test_spin"])
    assert res.candidate == right and "hanger" in res.failed_keys


def test_the_engine_passes_what_the_confirm_step_saw_break(project: Path) -> None:
    from pytest_selfheal.engines.base import PastAttempt

    seen: dict[str, Any] = {}

    def fake(*args: Any, **kw: Any) -> search_mod.SearchResult:
        seen.update(kw)
        return search_mod.SearchResult(None, 0, 0.0, 0.0, 0, "nothing")

    eng = BuiltinEngine(budget_seconds=5)
    req = RepairRequest(group_id="g1", failures=TOTAL_FAILURES, worktree=project,
                        sandbox=LocalSandbox(), history=[
                            PastAttempt("diff", "regression", "broke", ["t.py::test_a"]),
                            PastAttempt("diff2", "test_failed", "still fails", [])],
                        failing_elsewhere=["t.py::test_other_group"],
                        hung_elsewhere=["t.py::test_other_group"])
    import pytest_selfheal.engines.builtin.engine as engine_mod

    old = engine_mod.search
    engine_mod.search = fake  # type: ignore[assignment]
    try:
        with pytest.raises(Exhausted):
            eng.propose(req)
    finally:
        engine_mod.search = old  # type: ignore[assignment]
        eng.close()
    assert seen["learned"] == ["t.py::test_a"]
    assert seen["failing_elsewhere"] == ["t.py::test_other_group"]
    assert seen["hung_elsewhere"] == ["t.py::test_other_group"]


def test_groups_of_hung_tests_share_one_search_budget(tmp_path: Path) -> None:
    """One endless loop that fails several groups of tests still ends within the budget."""

    def req(group: str, hung: bool) -> RepairRequest:
        failure = Failure(nodeid=f"tests/test_x.py::test_{group}", exc_type="Failed" if hung
                          else "AssertionError",
                          message="Timeout (>10.0s) from pytest-timeout." if hung else "assert 1")
        return RepairRequest(group_id=group, failures=[failure], worktree=tmp_path,
                             sandbox=LocalSandbox())

    engine = BuiltinEngine(budget_seconds=45.0)
    assert engine.budget_for(req("a", hung=True)) == 45.0
    engine._spent["a"] = 30.0
    assert engine.budget_for(req("b", hung=True)) == 15.0  # what the hung groups have left
    assert engine.budget_for(req("c", hung=False)) == 45.0  # other failures keep their own
    engine._spent["b"] = 15.0
    with pytest.raises(Exhausted, match="tests that hung"):
        engine.budget_for(req("d", hung=True))
    # a group that did not hang but shares a test file with one (the same bug) shares too
    related = req("e", hung=False)
    related.shares_hang = True
    with pytest.raises(Exhausted, match="tests that hung"):
        engine.budget_for(related)


def test_groups_of_one_test_file_share_one_search_budget(tmp_path: Path) -> None:
    def req(group: str, cluster: str | None) -> RepairRequest:
        failure = Failure(nodeid=f"tests/test_x.py::test_{group}", exc_type="AssertionError",
                          message="assert 1")
        return RepairRequest(group_id=group, failures=[failure], worktree=tmp_path,
                             sandbox=LocalSandbox(), shares_file=cluster)

    engine = BuiltinEngine(budget_seconds=45.0)
    assert engine.budget_for(req("a", "file:g1")) == 45.0
    engine._spent["a"] = 40.0
    assert engine.budget_for(req("b", "file:g1")) == 5.0
    assert engine.budget_for(req("c", "file:g9")) == 45.0  # another file's cluster
    assert engine.budget_for(req("d", None)) == 45.0
    engine._spent["b"] = 5.0
    with pytest.raises(Exhausted, match="one test file"):
        engine.budget_for(req("e", "file:g1"))


def test_groups_failed_by_one_small_edit_share_one_search_budget(tmp_path: Path) -> None:
    """One slip that fails several groups costs one budget, not one per group."""

    def req(group: str) -> RepairRequest:
        failure = Failure(nodeid=f"tests/test_x.py::test_{group}", exc_type="AssertionError",
                          message="assert 1")
        return RepairRequest(group_id=group, failures=[failure], worktree=tmp_path,
                             sandbox=LocalSandbox())

    engine = BuiltinEngine(budget_seconds=45.0, bases=Bases(head="abc"))
    for group in "abc":
        engine._changes[group] = ChangeSet(head={"pkg/m.py": {12, 14}})
    assert engine.budget_for(req("a")) == 45.0
    engine._spent["a"] = 44.5
    with pytest.raises(Exhausted, match="one small edit"):
        engine.budget_for(req("b"))
    engine._spent["a"] = 30.0
    assert engine.budget_for(req("c")) == 15.0
    # edits in two files, or far apart, may be two bugs: each group keeps its budget
    engine._changes["d"] = ChangeSet(head={"pkg/m.py": {12}, "pkg/n.py": {3}})
    engine._changes["e"] = ChangeSet(head={"pkg/m.py": {12, 40}})
    engine._changes["f"] = ChangeSet(since={"pkg/m.py": {12}})
    assert engine.budget_for(req("d")) == 45.0
    assert engine.budget_for(req("e")) == 45.0
    assert engine.budget_for(req("f")) < 45.0  # a commit since the reference counts too


def test_one_small_edit() -> None:
    assert one_small_edit(ChangeSet(head={"m.py": {3, 4, 7}}))
    assert not one_small_edit(ChangeSet(head={"m.py": {3, 8}}))
    assert not one_small_edit(ChangeSet())
    assert not one_small_edit(None)
    # uncommitted edits decide over the commits since the reference
    assert not one_small_edit(ChangeSet(head={"m.py": {3}, "n.py": {1}}, since={"m.py": {3}}))


def test_the_coverage_run_stops_the_tests_other_groups_saw_hang(
        monkeypatch: pytest.MonkeyPatch, project: Path, env: dict[str, str]) -> None:
    """The coverage run goes over this group's test files: a test of another group that
    hung in the user's run is stopped as soon as this group's own, not waited out."""
    stages = FakeStages([edit("range(1, n)", "range(2, n)", 4)])
    seen: list[object] = []

    def spectrum(*args: object, **kwargs: object) -> None:
        seen.append(kwargs.get("stop_ids"))

    stages.spectrum = spectrum  # type: ignore[method-assign]
    monkeypatch.setattr(search_mod, "_stages", stages)
    other = "tests/test_calc.py::test_other_loop"
    search(project, TOTAL_FAILURES, LocalSandbox(), env, budget_seconds=60.0,
           hung_elsewhere=[other])
    assert seen == [([other], search_mod.HANG_STOP_SECONDS)]
    seen.clear()
    search(project, TOTAL_FAILURES, LocalSandbox(), env, budget_seconds=60.0)
    assert seen == [None]  # nothing hung: nothing is stopped
