"""Parallel validation picks exactly what a serial search picks, and slots are faithful copies."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from pytest_selfheal.engines.builtin.model import Candidate
from pytest_selfheal.engines.builtin.neighbours import RegressionCheck
from pytest_selfheal.engines.builtin.slotcopy import slot_env, sync_tree
from pytest_selfheal.engines.builtin.validation import Pool, Verdict
from pytest_selfheal.sandbox.local import LocalSandbox
from pytest_selfheal.useropts import ARGS_ENV

CALC = "import time\n\n\ndef add(a, b):\n    return a - b\n"
TESTS = """\
from calc import add


def test_add():
    assert add(1, 2) == 3


def test_zero():
    assert add(0, 0) == 0
"""


def cand(body: str, key: str) -> Candidate:
    return Candidate("calc.py", CALC.replace("    return a - b\n", body), "fake", 5, key, 0.9,
                     len(body), key)


SLOW_RIGHT = cand("    time.sleep(2.0)\n    return a + b\n", "slow-right")
FAST_RIGHT = cand("    return b + a\n", "fast-right")
WRONG = cand("    return a * b\n", "wrong")
BREAKS_ZERO = cand("    return a + b if a else 1\n", "breaks-zero")


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "selfheal-x" / "wt"
    root.mkdir(parents=True)
    (root / ".git").write_text("gitdir: nowhere\n")  # the top of a worktree checkout
    (root / "calc.py").write_text(CALC)
    (root / "test_calc.py").write_text(TESTS)
    return root


def _first(pool: Pool, cands: list[Candidate], check: RegressionCheck | None = None
           ) -> tuple[Verdict | None, list[str], list[str]]:
    submitted: list[str] = []
    judged: list[str] = []
    verdict = pool.first(cands, ["test_calc.py::test_add"], lambda: 30.0, check,
                         lambda: False, lambda c: submitted.append(c.key),
                         lambda v: judged.append(v.cand.key))
    return verdict, submitted, judged


def test_winner_is_the_best_ranked_plausible_not_the_first_to_finish(project: Path) -> None:
    env = {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    order = [WRONG, SLOW_RIGHT, FAST_RIGHT]
    serial = Pool.create(project, LocalSandbox(), env, 1)
    try:
        one, _, _ = _first(serial, order)
    finally:
        serial.close()
    pool = Pool.create(project, LocalSandbox(), env, 2)
    try:
        assert len(pool.slots) == 2 and pool.copies
        two, submitted, judged = _first(pool, order)
    finally:
        pool.close()
    assert one is not None and two is not None
    assert one.cand.key == two.cand.key == "slow-right"
    # the race happened: the fast plausible candidate finished before the slow one
    assert judged.index("fast-right") < judged.index("slow-right"), judged
    assert submitted == ["wrong", "slow-right", "fast-right"]
    assert (project / "calc.py").read_text() == CALC  # every tree restored
    assert not any(p.name.startswith("slot-") for p in project.parent.iterdir())


def test_no_candidate_starts_after_a_plausible_verdict(project: Path) -> None:
    env = {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    pool = Pool.create(project, LocalSandbox(), env, 2)
    events: list[str] = []
    try:
        # each wrong one takes 0.5 s: the other slot cannot run through all six before the
        # plausible verdict on a loaded machine (the race this test is not about)
        slow_wrong = cand("    time.sleep(0.5)\n    return a * b\n", "wrong")
        found = pool.first([FAST_RIGHT] + [slow_wrong] * 6, ["test_calc.py::test_add"],
                           lambda: 30.0, None, lambda: False,
                           lambda c: events.append("start " + c.key),
                           lambda v: events.append(f"done {v.cand.key} {v.plausible}"))
    finally:
        pool.close()
    assert found is not None and found.cand.key == "fast-right"
    plausible = events.index("done fast-right True")
    assert not any(e.startswith("start") for e in events[plausible:]), events
    assert len([e for e in events if e.startswith("start")]) < 7


def test_regression_screening_rejects_a_candidate_that_breaks_a_neighbour(
        project: Path) -> None:
    env = {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    pool = Pool.create(project, LocalSandbox(), env, 2)
    check = RegressionCheck(["test_calc.py::test_zero"], 30.0)
    try:
        found, _, judged = _first(pool, [BREAKS_ZERO, FAST_RIGHT], check)
    finally:
        pool.close()
    assert found is not None and found.cand.key == "fast-right"
    assert check.rejected == 1 and set(judged) == {"breaks-zero", "fast-right"}


def test_sync_tree_copies_updates_and_deletes(tmp_path: Path) -> None:
    src, dst = tmp_path / "src", tmp_path / "dst"
    (src / "pkg").mkdir(parents=True)
    (src / "pkg" / "a.py").write_text("a = 1\n")
    (src / "b.py").write_text("b = 1\n")
    (src / ".git").write_text("gitdir: x\n")
    (src / "__pycache__").mkdir()
    (src / "__pycache__" / "b.pyc").write_bytes(b"x")
    assert sync_tree(src, dst) == 2
    assert (dst / "pkg" / "a.py").read_text() == "a = 1\n"
    assert not (dst / ".git").exists() and not (dst / "__pycache__").exists()
    assert sync_tree(src, dst) == 0  # nothing changed
    (src / "b.py").write_text("b = 22\n")
    (src / "pkg" / "a.py").unlink()
    sync_tree(src, dst)
    assert (dst / "b.py").read_text() == "b = 22\n"
    assert not (dst / "pkg" / "a.py").exists()


def test_slot_env_points_into_the_copy() -> None:
    env = {"PYTHONPATH": os.pathsep.join(["/t/wt/src", "/elsewhere"]),
           "SELFHEAL_REPO_ROOT": "/t/wt/proj",
           ARGS_ENV: json.dumps(["-c", "/t/wt/ci.ini", "-p", "x"]), "HOME": "/t/wt"}
    out = slot_env(env, Path("/t/wt"), Path("/t/slot-1"))
    assert out["PYTHONPATH"].split(os.pathsep) == ["/t/slot-1/src", "/elsewhere"]
    assert out["SELFHEAL_REPO_ROOT"] == "/t/slot-1/proj"
    assert json.loads(out[ARGS_ENV]) == ["-c", "/t/slot-1/ci.ini", "-p", "x"]
    assert out["HOME"] == "/t/wt"


def test_search_screens_regressions_before_the_loop_sees_a_candidate(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The first proposal already keeps the failing files' passing tests green."""
    from test_builtin_engine import CALC as TOTAL_CALC
    from test_builtin_engine import TESTS as TOTAL_TESTS
    from test_builtin_engine import TOTAL_FAILURES, FakeStages, edit

    from pytest_selfheal.engines.builtin import search as search_mod

    (tmp_path / "calc.py").write_text(TOTAL_CALC)
    (tmp_path / "test_calc.py").write_text(TOTAL_TESTS)
    env = {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    breaker = edit("s = 0", "s = n or 1", 3)  # total(3) and total(1) pass; total(0) is 1
    right = edit("range(1, n)", "range(1, n + 1)", 4)
    monkeypatch.setattr(search_mod, "_stages", FakeStages([breaker, right]))
    screened = search_mod.search(tmp_path, TOTAL_FAILURES, LocalSandbox(), env,
                                 budget_seconds=60.0)
    assert screened.candidate == right
    assert breaker.key in screened.failed_keys
    unscreened = search_mod.search(tmp_path, TOTAL_FAILURES, LocalSandbox(), env,
                                   budget_seconds=60.0, neighbours=False)
    assert unscreened.candidate == breaker  # what the loop used to see first


def test_a_slot_still_starting_never_holds_a_candidate(project: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Candidates go to the main slot while another server starts; the search never waits."""
    env = {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    pool = Pool.create(project, LocalSandbox(), env, 2)
    try:
        cold = pool.slots[1].worker
        monkeypatch.setattr(cold, "ready_now", lambda: False)  # it never gets warm
        ran: list[str] = []
        real = pool.slots[1].judge
        monkeypatch.setattr(pool.slots[1], "judge",
                            lambda c, *a, **k: ran.append(c.key) or real(c, *a, **k))
        also_wrong = cand("    return a - b - 1\n", "also-wrong")
        verdict, submitted, judged = _first(pool, [WRONG, also_wrong, FAST_RIGHT])
    finally:
        pool.close()
    assert verdict is not None and verdict.cand.key == "fast-right"
    assert judged == submitted == ["wrong", "also-wrong", "fast-right"]
    assert ran == []  # all on the main slot


def test_ready_now_reads_the_greeting_without_waiting(project: Path) -> None:
    from pytest_selfheal.warmworker import WarmWorker

    env = {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    worker = WarmWorker(project, LocalSandbox(), env)
    try:
        assert not worker.ready_now()  # not launched
        worker.launch()
        import time

        deadline = time.monotonic() + 120
        while not worker.ready_now() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert worker.warm
        result = worker.run(["test_calc.py::test_add"], 30)
        assert result.status == "failed"
    finally:
        worker.close()


def test_a_server_still_warming_is_killed_not_waited_for(project: Path) -> None:
    """Closing a slot whose server never got warm must not wait for its imports."""
    from pytest_selfheal.warmworker import WarmWorker

    env = {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    worker = WarmWorker(project, LocalSandbox(), env)
    worker.launch()
    proc = worker._proc
    assert proc is not None
    waits: list[float | None] = []
    real_wait = proc.wait

    def spy(timeout: float | None = None) -> int:
        waits.append(timeout)
        return real_wait(timeout=timeout)

    proc.wait = spy  # type: ignore[method-assign]
    worker.close()
    assert proc.poll() is not None  # nothing of ours is left running
    assert waits and waits[0] != 2  # the only wait is the reap after the kill


def test_a_slot_whose_server_died_while_starting_still_judges(project: Path) -> None:
    """Not ignored for the rest of the search: its run restarts the server."""
    env = {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    pool = Pool.create(project, LocalSandbox(), env, 2)
    try:
        pool.launch()
        dead = pool.slots[1].worker
        assert dead._proc is not None
        dead._proc.kill()
        dead._proc.wait()
        assert dead.died_starting() and not dead.ready_now()
        ran: list[str] = []
        real = pool.slots[1].judge
        pool.slots[1].judge = (  # type: ignore[method-assign]
            lambda c, *a, **k: ran.append(c.key) or real(c, *a, **k))
        also_wrong = cand("    return a - b - 1\n", "also-wrong")
        verdict, _, _ = _first(pool, [WRONG, also_wrong, SLOW_RIGHT, FAST_RIGHT])
    finally:
        pool.close()
    assert verdict is not None and verdict.cand.key == "slow-right"
    assert ran  # the restarted slot took candidates
