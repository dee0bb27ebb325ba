"""events.jsonl: one flushed JSON line per step of a heal, beside run.json."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from conftest import FIX_DIFF, WRONG_DIFF, Reply, llm_args

from pytest_selfheal import events
from pytest_selfheal.engines.base import Exhausted
from pytest_selfheal.events import EVENTS_FILE, EventLog, outcome_of_exception
from pytest_selfheal.records import Group, load_record


def _lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_steps_nest_inherit_and_end_as_lines(tmp_path: Path) -> None:
    log = EventLog("run-1", spans=False)
    log.attach(tmp_path)
    group = Group(id="g1-abc", nodeids=["t.py::test_a"])
    with log.activate(), log.step("run"):
        log.switch("group", of=group, group="g1-abc", signature="5ig")
        events.begin("iteration", iteration=1, engine="llm")
        with events.step("rerun", tests=1) as step:
            step.outcome = "failed"
        events.end("iteration", "test_failed", tokens=12)
        group.outcome = "healed"  # read when the group's step ends
        log.end("group")
    by_step = {e["step"]: e for e in _lines(tmp_path / EVENTS_FILE)}
    assert [e["step"] for e in _lines(tmp_path / EVENTS_FILE)] == [
        "rerun", "iteration", "group", "run"]
    rerun, it, grp, run = (by_step[n] for n in ("rerun", "iteration", "group", "run"))
    assert rerun["parent"] == it["seq"] and it["parent"] == grp["seq"]
    assert grp["parent"] == run["seq"] and run["parent"] is None
    assert (rerun["group"], rerun["signature"], rerun["iteration"]) == ("g1-abc", "5ig", 1)
    assert rerun["outcome"] == "failed" and rerun["details"] == {"tests": 1}
    assert it["outcome"] == "test_failed" and it["details"] == {"engine": "llm", "tokens": 12}
    assert grp["outcome"] == "healed" and grp["iteration"] is None
    assert run["outcome"] == "ok" and run["group"] is None
    assert all(e["run_id"] == "run-1" and e["duration"] >= 0 for e in by_step.values())
    assert run["start"].endswith("+00:00")


def test_exceptions_name_the_outcome_and_propagate(tmp_path: Path) -> None:
    log = EventLog("r", spans=False)
    log.attach(tmp_path)
    with log.activate():
        with pytest.raises(Exhausted), events.step("engine", engine="builtin"):
            raise Exhausted("search budget of 45 s for this group is used up")
        with pytest.raises(KeyboardInterrupt), log.step("group", group="g2"):
            events.begin("iteration", iteration=3)  # left open: ended with its parent
            raise KeyboardInterrupt
    engine, iteration, group = _lines(tmp_path / EVENTS_FILE)
    assert engine["outcome"] == "exhausted"
    assert engine["details"]["error"].startswith("search budget of 45 s")
    assert (iteration["step"], iteration["outcome"], iteration["group"]) == (
        "iteration", "interrupted", "g2")
    assert group["outcome"] == "interrupted"
    assert outcome_of_exception(ValueError()) == "value_error"


def test_lines_wait_for_the_run_dir_and_are_redacted(tmp_path: Path) -> None:
    log = EventLog("r", spans=False)
    log.redact = lambda text: text.replace("sk-live-123", "[REDACTED]")
    with log.activate():
        with pytest.raises(RuntimeError), events.step("snapshot"):
            raise RuntimeError("token sk-live-123 refused")
        assert not (tmp_path / "run").exists()
        assert log.attach(tmp_path / "run") == tmp_path / "run" / EVENTS_FILE
        with events.step("model_call", model="m", note="key=sk-live-123 " + "x" * 500,
                         path=tmp_path):  # type: ignore[arg-type]  # not a scalar: str()
            pass
    text = (tmp_path / "run" / EVENTS_FILE).read_text()
    assert "sk-live-123" not in text and text.count("[REDACTED]") == 2
    first, second = _lines(tmp_path / "run" / EVENTS_FILE)
    assert first["step"] == "snapshot" and first["outcome"] == "runtime_error"
    assert len(second["details"]["note"]) == events.DETAIL_CHARS
    assert second["details"]["path"] == str(tmp_path)


def test_outside_a_heal_the_module_functions_do_nothing(tmp_path: Path) -> None:
    assert events.current() is None
    with events.step("rerun") as step:
        step.outcome = "passed"
    assert events.begin("iteration", iteration=1) is None
    events.end("iteration", "healed")
    assert events.switch("group", group="g") is None


def test_an_unwritable_run_dir_never_fails_the_heal(tmp_path: Path) -> None:
    blocker = tmp_path / "runs"
    blocker.write_text("a file where the run directory should go")
    log = EventLog("r", spans=False)
    with log.activate(), log.step("run"):
        assert log.attach(blocker / "r") is None
        with events.step("snapshot"):
            pass
    assert "cannot write" in log.error
    assert blocker.read_text() == "a file where the run directory should go"


def test_close_ends_what_is_still_open(tmp_path: Path) -> None:
    log = EventLog("r", spans=False)
    log.attach(tmp_path)
    log.begin("run")
    log.begin("group", group="g1")
    log.close()
    assert [(e["step"], e["outcome"]) for e in _lines(tmp_path / EVENTS_FILE)] == [
        ("group", "unfinished"), ("run", "unfinished")]


def test_a_scope_ends_the_steps_an_exception_left_open(tmp_path: Path) -> None:
    log = EventLog("r", spans=False)
    log.attach(tmp_path)
    with log.activate(), log.step("run"):
        with pytest.raises(KeyboardInterrupt), log.scope():
            log.switch("group", group="g1")
            events.begin("iteration", iteration=1)
            raise KeyboardInterrupt
        with events.step("save"):  # after the scope: a child of the run again
            pass
    lines = {e["step"]: e for e in _lines(tmp_path / EVENTS_FILE)}
    assert lines["iteration"]["outcome"] == lines["group"]["outcome"] == "interrupted"
    assert lines["save"]["parent"] == lines["run"]["seq"] and lines["save"]["group"] is None


def test_a_killed_run_keeps_the_steps_it_finished(tmp_path: Path) -> None:
    """SIGKILL mid-step: every finished step is already on disk (append + flush)."""
    code = textwrap.dedent(f"""
        import os, signal
        from pytest_selfheal import events
        log = events.EventLog("killed", spans=False)
        log.attach({str(tmp_path)!r})
        with log.activate(), log.step("run"):
            with events.step("snapshot"):
                pass
            with events.step("reproduce"):
                os.kill(os.getpid(), signal.SIGKILL)
    """)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=60,
                          env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    assert proc.returncode == -signal.SIGKILL
    assert [e["step"] for e in _lines(tmp_path / EVENTS_FILE)] == ["snapshot"]


def test_a_heal_writes_events_beside_run_json(calc_project: pytest.Pytester, fake_llm) -> None:
    fake_llm.add(Reply.text(WRONG_DIFF), Reply.text(FIX_DIFF))
    result = calc_project.runpytest_subprocess("--selfheal", *llm_args(fake_llm))
    result.stdout.fnmatch_lines(["outcome: healed*", "record: *run.json",
                                 "events: *events.jsonl (one line per step)"])
    record = load_record(calc_project.path / ".selfheal" / "runs")
    run_dir = calc_project.path / ".selfheal" / "runs" / record.run_id
    lines = _lines(run_dir / EVENTS_FILE)
    assert {e["run_id"] for e in lines} == {record.run_id}
    steps = [e["step"] for e in lines]
    for name in ("snapshot", "worktree", "reproduce", "classify", "engine", "model_call",
                 "guard", "apply", "cheat_check", "rerun", "confirm", "iteration", "group",
                 "apply_back", "save", "run"):
        assert name in steps, name
    assert steps.index("snapshot") < steps.index("reproduce") < steps.index("classify")
    assert steps[-1] == "run" and lines[-1]["outcome"] == "healed"
    iterations = [e for e in lines if e["step"] == "iteration"]
    assert [(e["iteration"], e["outcome"]) for e in iterations] == [
        (a.iteration, a.status) for a in record.attempts] == [(1, "test_failed"), (2, "healed")]
    group = record.groups[0]
    for e in lines:
        if e["step"] in ("engine", "rerun", "iteration", "classify"):
            assert (e["group"], e["signature"]) == (group.id, group.signature)
    reruns = [e for e in lines if e["step"] == "rerun"]
    assert [e["outcome"] for e in reruns] == ["failed", "passed"]
    assert [e for e in lines if e["step"] == "apply_back"][0]["outcome"] == "applied"
    seqs = {e["seq"] for e in lines}
    assert all(e["parent"] in seqs for e in lines if e["step"] != "run")
    assert "sk-test-not-a-real-key-000" not in (run_dir / EVENTS_FILE).read_text()


def test_the_builtin_engine_logs_localization(pytester: pytest.Pytester, clean_env) -> None:
    from test_e2e_builtin import BUGGY_RANGE, TESTS_RANGE, _project

    root = _project(pytester, BUGGY_RANGE, TESTS_RANGE)
    pytester.runpytest_subprocess("--selfheal", "-p", "no:randomly")
    record = load_record(root / ".selfheal" / "runs")
    lines = _lines(root / ".selfheal" / "runs" / record.run_id / EVENTS_FILE)
    localize = [e for e in lines if e["step"] == "localize"]
    assert localize and localize[0]["details"]["statements"] >= 1
    engine = {e["seq"]: e for e in lines if e["step"] == "engine"}
    assert localize[0]["parent"] in engine and localize[0]["iteration"] == 1
    assert [e["step"] for e in lines if e["parent"] is None] == ["run"]


def test_sigterm_mid_rerun_ends_the_open_steps_as_interrupted(
        calc_project: pytest.Pytester, fake_llm) -> None:
    from test_e2e_signals import SLEEP_DIFF

    root = calc_project.path
    fake_llm.add(Reply.text(SLEEP_DIFF))
    proc = subprocess.Popen(
        [sys.executable, "-m", "pytest", "--selfheal", *llm_args(fake_llm)], cwd=root,
        env=dict(os.environ, PYTHONUNBUFFERED="1"), stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT, text=True, start_new_session=True)
    try:
        assert proc.stdout is not None
        for line in proc.stdout:
            if "rerunning" in line:
                break
        time.sleep(0.5)
        proc.send_signal(signal.SIGTERM)
        proc.communicate(timeout=90)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    record = load_record(root / ".selfheal" / "runs")
    assert "interrupted by SIGTERM" in (record.error or "")
    lines = _lines(root / ".selfheal" / "runs" / record.run_id / EVENTS_FILE)
    outcome = {e["step"]: e["outcome"] for e in lines}
    assert outcome["rerun"] == outcome["iteration"] == outcome["group"] == "interrupted"
    assert lines[-1]["step"] == "run" and lines[-1]["outcome"] == "error"
    save = [e for e in lines if e["step"] == "save"][0]
    assert save["parent"] == lines[-1]["seq"]  # clean-up steps hang from the run again
    assert "confirm" not in outcome and "apply_back" not in outcome


def test_memory_recall_and_store_are_steps(calc_project: pytest.Pytester, fake_llm,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SELFHEAL_NO_MEMORY", raising=False)
    fake_llm.add(Reply.text(FIX_DIFF))
    result = calc_project.runpytest_subprocess("--selfheal-dry-run", *llm_args(fake_llm))
    result.stdout.fnmatch_lines(["selfheal: memory: stored 1 fix(es)*"])
    record = load_record(calc_project.path / ".selfheal" / "runs")
    lines = _lines(calc_project.path / ".selfheal" / "runs" / record.run_id / EVENTS_FILE)
    (recall,) = [e for e in lines if e["step"] == "memory_recall"]
    assert recall["group"] == record.groups[0].id and recall["details"] == {"recalled": 0}
    (store,) = [e for e in lines if e["step"] == "memory_store"]
    assert store["outcome"] == "ok" and store["parent"] == lines[-1]["seq"]
    assert lines[-1]["step"] == "run"


def test_a_heal_whose_events_cannot_be_written_says_so(calc_project: pytest.Pytester,
                                                       fake_llm) -> None:
    """The events file cannot be created: a note says so, the heal and its record go on."""
    root = calc_project.path
    (root / "conftest.py").write_text(  # a file where events.jsonl's directory should be
        "import os\n"
        "from pytest_selfheal import events\n"
        "if not os.environ.get('SELFHEAL_CHILD'):\n"
        "    real = events.EventLog.attach\n"
        "    def attach(self, run_dir):\n"
        "        run_dir.mkdir(parents=True, exist_ok=True)\n"
        "        (run_dir / 'blocked').write_text('a file')\n"
        "        return real(self, run_dir / 'blocked')\n"
        "    events.EventLog.attach = attach\n")
    fake_llm.add(Reply.text(FIX_DIFF))
    result = calc_project.runpytest_subprocess("--selfheal-dry-run", *llm_args(fake_llm))
    result.stdout.fnmatch_lines(["HEALED *", "note: no events.jsonl: cannot write *blocked*",
                                 "outcome: healed*"])
    assert "events: " not in result.stdout.str()
    record = load_record(root / ".selfheal" / "runs")
    assert record.outcome == "healed"
    assert not list((root / ".selfheal" / "runs").rglob(EVENTS_FILE))
