"""A regression found by the confirm step does not use up an iteration of a bounded engine."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from pytest_selfheal import loop
from pytest_selfheal.engines.base import Exhausted, Proposal, RepairRequest
from pytest_selfheal.records import Failure, Group, RunRecord


class FakeWorktree:
    path = Path("/nowhere")

    def reset(self) -> None:
        pass


class ScriptedEngine:
    """Proposes one diff per call; the loop's verdicts come from ``outcomes``."""

    name = "scripted"

    def __init__(self, proposals: int, bounded: bool) -> None:
        self.left = proposals
        self.calls = 0
        if bounded:
            self.bounded_per_group = True

    def propose(self, request: RepairRequest) -> Proposal:
        self.calls += 1
        if self.left == 0:
            raise Exhausted("search budget used up")
        self.left -= 1
        return Proposal(diff=f"diff {self.calls}", engine=self.name)

    def close(self) -> None:
        pass


def _ctx(engine: Any, max_iters: int) -> loop.LoopContext:
    return loop.LoopContext(
        worktree=FakeWorktree(), cwd=Path("/nowhere"), sandbox=None,  # type: ignore[arg-type]
        env={}, engines=[engine], record=RunRecord(run_id="t"), max_iters=max_iters,
        timeout=10.0, allow_test_edits=False, max_patch_lines=100,
        deadline=time.monotonic() + 60, confirm_ids=[], progress=lambda line: None,
        veto=lambda *a: None, redact=lambda text: text)


@pytest.fixture
def verdicts(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Scripted verdicts of the loop's apply/rerun/confirm step, in order."""
    script: list[str] = []

    def fake_try(ctx: Any, group: Group, attempt: Any, proposal: Proposal, it: int
                 ) -> tuple[str, str]:
        status = script.pop(0)
        return status, "verified" if status == "healed" else "these tests broke"

    monkeypatch.setattr(loop, "_try_proposal", fake_try)
    return script


def test_regressions_do_not_use_up_iterations_of_a_bounded_engine(verdicts: list[str]) -> None:
    verdicts += ["regression", "regression", "regression", "healed"]
    engine = ScriptedEngine(proposals=4, bounded=True)
    ctx = _ctx(engine, max_iters=2)
    group = Group(id="g1", nodeids=["t::a"])
    loop.heal_group(ctx, group, [Failure(nodeid="t::a")])
    assert group.outcome == "healed"
    statuses = [a.status for a in ctx.record.attempts]
    assert statuses == ["regression", "regression", "regression", "healed"]  # all listed
    assert group.iterations == 1


def test_an_unbounded_engine_still_spends_iterations_on_regressions(
        verdicts: list[str]) -> None:
    verdicts += ["regression", "regression", "regression", "healed"]
    engine = ScriptedEngine(proposals=4, bounded=False)
    ctx = _ctx(engine, max_iters=2)
    group = Group(id="g1", nodeids=["t::a"])
    loop.heal_group(ctx, group, [Failure(nodeid="t::a")])
    assert group.outcome != "healed"
    assert [a.status for a in ctx.record.attempts] == ["regression", "regression"]


def test_a_bounded_engine_ends_when_its_budget_does(verdicts: list[str]) -> None:
    verdicts += ["regression"] * 3
    engine = ScriptedEngine(proposals=3, bounded=True)
    ctx = _ctx(engine, max_iters=2)
    group = Group(id="g1", nodeids=["t::a"])
    loop.heal_group(ctx, group, [Failure(nodeid="t::a")])
    assert group.outcome == "not_healed"
    assert [a.status for a in ctx.record.attempts] == ["regression"] * 3 + ["exhausted"]
    assert "budget used up" in group.reason


def test_engine_notes_reach_the_record(verdicts: list[str]) -> None:
    verdicts += ["healed"]

    class Noting(ScriptedEngine):
        def propose(self, request: RepairRequest) -> Proposal:
            proposal = super().propose(request)
            proposal.notes = ["validation switched to fresh pytest processes: why"]
            return proposal

    ctx = _ctx(Noting(proposals=1, bounded=True), max_iters=2)
    loop.heal_group(ctx, Group(id="g1", nodeids=["t::a"]), [Failure(nodeid="t::a")])
    assert ctx.record.notes == ["validation switched to fresh pytest processes: why"]


def test_builtin_search_budget_is_per_group_across_proposals(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from pytest_selfheal.engines.builtin import engine as engine_mod
    from pytest_selfheal.engines.builtin.search import SearchResult

    budgets: list[float] = []

    def spend_it_all(*args: Any, budget_seconds: float, **kw: Any) -> SearchResult:
        budgets.append(budget_seconds)
        time.sleep(max(0.0, budget_seconds - 0.5))
        return SearchResult(None, 3, budget_seconds, 1.0, 1, "nothing plausible")

    monkeypatch.setattr(engine_mod, "search", spend_it_all)
    monkeypatch.setattr(engine_mod.BuiltinEngine, "_pool", lambda self, req, progress: None)
    engine = engine_mod.BuiltinEngine(budget_seconds=2.0, workers=1)
    request = RepairRequest(group_id="g", failures=[], worktree=tmp_path,
                            sandbox=None, env={})  # type: ignore[arg-type]
    with pytest.raises(Exhausted, match="nothing plausible"):
        engine.propose(request)
    with pytest.raises(Exhausted, match="budget of 2 s for this group is used up"):
        engine.propose(request)
    assert budgets == [2.0]  # the second call did not search again
    other = RepairRequest(group_id="g2", failures=[], worktree=tmp_path,
                          sandbox=None, env={})  # type: ignore[arg-type]
    with pytest.raises(Exhausted, match="nothing plausible"):
        engine.propose(other)  # another group has its own budget


class MemoryEngine(ScriptedEngine):
    """Records the memories each request carried."""

    def __init__(self, name: str, proposals: int) -> None:
        super().__init__(proposals, bounded=False)
        self.name = name
        self.seen: list[list[str]] = []

    def propose(self, request: RepairRequest) -> Proposal:
        self.seen.append([m.card_id for m in request.memories])
        return super().propose(request)


def test_a_model_based_engine_taking_over_recalls_again(verdicts: list[str]) -> None:
    from pytest_selfheal.engines.base import Memory

    verdicts += ["healed"]
    builtin, llm = MemoryEngine("builtin", 0), MemoryEngine("llm", 1)
    ctx = _ctx(builtin, max_iters=3)
    ctx.engines = [builtin, llm]
    ctx.memories = [Memory(card_id="exact", kind="fix", similarity=1.0, exact=True)]
    calls: list[int] = []

    def more() -> list[Memory]:
        calls.append(1)
        return [*ctx.memories, Memory(card_id="similar", kind="fix", similarity=0.7,
                                      exact=False)]

    ctx.more_memories = more
    group = Group(id="g1", nodeids=["t::a"])
    loop.heal_group(ctx, group, [Failure(nodeid="t::a")])
    assert group.outcome == "healed"
    assert builtin.seen == [["exact"]]  # the built-in engine did not wait for the model
    assert llm.seen == [["exact", "similar"]] and calls == [1]
    assert ctx.more_memories is None


def test_the_next_request_names_the_tests_a_regression_broke(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from pytest_selfheal.records import RerunResult

    seen: list[list[list[str]]] = []

    class Recording(ScriptedEngine):
        def propose(self, request: RepairRequest) -> Proposal:
            seen.append([past.broke for past in request.history])
            return super().propose(request)

    def fake_try(ctx: Any, group: Group, attempt: Any, proposal: Proposal, it: int
                 ) -> tuple[str, str]:
        if proposal.diff == "diff 1":
            attempt.confirm = RerunResult(status="failed", failed=["t::other"])
            return "regression", "these tests broke"
        return "healed", "verified"

    monkeypatch.setattr(loop, "_try_proposal", fake_try)
    ctx = _ctx(Recording(proposals=2, bounded=True), max_iters=3)
    loop.heal_group(ctx, Group(id="g1", nodeids=["t::a"]), [Failure(nodeid="t::a")])
    assert seen == [[], [["t::other"]]]


# ------------------------------------------- a warm server's pass, checked in a fresh process

KEY = 'def key(word):\n    return "".join(word)\n'
TEST_KEY = ('from calc import key\n\n\ndef test_key():\n    assert key("ba") == key("ab")\n\n\n'
            'def test_empty():\n    assert key("") == ""\n')


def _diff(new: str) -> str:
    import difflib

    lines = difflib.unified_diff(KEY.splitlines(True), new.splitlines(True),
                                 "a/calc.py", "b/calc.py")
    return "".join(lines)


class DirWorktree:
    def __init__(self, path: Path) -> None:
        self.path = path

    def reset(self) -> None:
        (self.path / "calc.py").write_text(KEY)

    def diff(self) -> str:
        return ""


@pytest.mark.parametrize("fixed", [True, False])
def test_a_warm_pass_is_checked_in_a_fresh_process(tmp_path: Path, fixed: bool) -> None:
    from pytest_selfheal.records import Attempt, RerunResult
    from pytest_selfheal.sandbox.local import LocalSandbox

    (tmp_path / "tests").mkdir()
    (tmp_path / "calc.py").write_text(KEY)
    (tmp_path / "tests" / "test_calc.py").write_text(TEST_KEY)
    (tmp_path / "pyproject.toml").write_text("[tool.pytest.ini_options]\npythonpath = ['.']\n")
    failing = "tests/test_calc.py::test_key"
    new = KEY.replace('"".join(word)', '"".join(sorted(word))' if fixed else '"".join(word[:])')
    # the engine says its warm server ran the failing id on this patch and it passed
    proposal = Proposal(diff=_diff(new), engine="builtin",
                        prevalidated=RerunResult(nodeids=[failing], status="passed",
                                                 passed=[failing]))
    ctx = _ctx(ScriptedEngine(proposals=0, bounded=True), max_iters=1)
    ctx.worktree, ctx.cwd, ctx.sandbox = DirWorktree(tmp_path), tmp_path, LocalSandbox()
    ctx.confirm_ids = ["tests/test_calc.py::test_empty"]
    group = Group(id="g1", nodeids=[failing])
    attempt = Attempt(group="g1", iteration=1, engine="builtin")
    status, feedback = loop._try_proposal(ctx, group, attempt, proposal, 1)
    assert attempt.confirm is not None and failing in attempt.confirm.nodeids
    if fixed:
        assert status == "healed"
        assert failing in attempt.confirm.passed
    else:
        assert status == "test_failed"
        assert "fail in a fresh pytest process" in feedback


def test_the_request_says_whether_the_group_shares_a_hang(verdicts: list[str]) -> None:
    seen: list[bool] = []

    class Recording(ScriptedEngine):
        def propose(self, request: RepairRequest) -> Proposal:
            seen.append(request.shares_hang)
            return super().propose(request)

    verdicts += ["healed", "healed"]
    ctx = _ctx(Recording(proposals=2, bounded=True), max_iters=1)
    ctx.hang_related = {"g2"}
    for gid in ("g1", "g2"):
        loop.heal_group(ctx, Group(id=gid, nodeids=["t::a"]), [Failure(nodeid="t::a")])
    assert seen == [False, True]


def test_the_earlier_fix_check_runs_hung_tests_last_and_stops_at_a_failure(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A test that still hangs costs the check one --timeout at most, not one per test."""
    from pytest_selfheal import heal, rerun
    from pytest_selfheal.events import EventLog
    from pytest_selfheal.records import RerunResult

    calls: list[tuple[list[str], bool]] = []

    def fake_run(sandbox: Any, wt: Path, cwd: Path, ids: list[str], *, env: dict,
                 timeout: float, exit_first: bool = False, **kw: Any) -> RerunResult:
        calls.append((list(ids), exit_first))
        return RerunResult(nodeids=ids, status="failed", failed=ids[:1])

    monkeypatch.setattr(rerun, "run_tests", fake_run)
    run = heal.HealRun.__new__(heal.HealRun)
    run.hung_ids = {"t::hangs"}
    run.events = EventLog("t")
    run._write = lambda line: None
    group = Group(id="g2", nodeids=["t::hangs", "t::wrong"])
    assert not run._healed_by_kept_fix(_ctx(ScriptedEngine(0, True), 1), group)
    assert calls == [(["t::wrong", "t::hangs"], True)]


TWIN_GUARDS = """\
--- a/tree.py
+++ b/tree.py
@@ -{start},4 +{start},4 @@
     {before}
-    if left < 0:
+    if left <= 0:
         return -1
"""


def test_the_same_edit_of_two_equal_lines_is_two_diffs() -> None:
    """`if left < 0:` written twice (a copy-paste bug): the edit of the first and the
    edit of the second are different diffs; the same diff at another offset, with
    other spacing or a longer context, is the same."""
    from pytest_selfheal.loop import diff_key

    first = TWIN_GUARDS.format(start=3, before="left = height(node.left)")
    second = TWIN_GUARDS.format(start=6, before="right = height(node.right)")
    assert diff_key(first) != diff_key(second)
    moved = TWIN_GUARDS.format(start=40, before="left  =  height(node.left)")
    assert diff_key(moved) == diff_key(first)
    longer = first.replace("@@ -3,4 +3,4 @@\n", "@@ -2,5 +2,5 @@\n     x = 1\n")
    assert diff_key(longer) == diff_key(first)
