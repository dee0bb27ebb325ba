"""OpenTelemetry: a span per run and per step when the API is installed, nothing otherwise."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import FIX_DIFF, WRONG_DIFF, Reply, git, llm_args

from pytest_selfheal.events import EVENTS_FILE, EventLog
from pytest_selfheal.records import load_record
from pytest_selfheal.telemetry import Spans, attributes, load_spans

# The healed project's conftest: an SDK provider with the in-memory exporter in the
# pytest that heals (not in its reruns), a session span around the heal, and the
# finished spans dumped as JSON at the end.
SDK_CONFTEST = '''\
import json, os

import pytest

EXPORTER = None


def pytest_configure(config):
    global EXPORTER
    if os.environ.get("SELFHEAL_CHILD"):
        return
    from opentelemetry import trace
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    EXPORTER = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(EXPORTER))
    trace.set_tracer_provider(provider)


@pytest.hookimpl(wrapper=True)
def pytest_sessionfinish(session):
    if EXPORTER is None:
        return (yield)
    from opentelemetry import trace

    with trace.get_tracer("conftest").start_as_current_span("session"):
        return (yield)


def pytest_unconfigure(config):
    if EXPORTER is None:
        return
    spans = [{"name": s.name, "id": s.context.span_id,
              "parent": s.parent.span_id if s.parent else None,
              "attributes": dict(s.attributes), "status": s.status.status_code.name}
             for s in EXPORTER.get_finished_spans()]
    with open(os.environ["SPANS_OUT"], "w") as f:
        json.dump(spans, f)
'''

# The healed project's conftest: opentelemetry cannot be imported; who tried is noted.
BLOCKING_CONFTEST = '''\
import os, sys

TRIED = []


class Block:
    def find_spec(self, name, path=None, target=None):
        if name == "opentelemetry" or name.startswith("opentelemetry."):
            TRIED.append(name)
            raise ImportError(f"blocked: {name}")
        return None


for name in [m for m in sys.modules if m.split(".")[0] == "opentelemetry"]:
    del sys.modules[name]
sys.meta_path.insert(0, Block())


def pytest_unconfigure(config):
    if not os.environ.get("SELFHEAL_CHILD"):
        with open(os.environ["TRIED_OUT"], "w") as f:
            f.write("\\n".join(TRIED))
'''


def _commit(project: pytest.Pytester, conftest: str) -> None:
    (project.path / "conftest.py").write_text(conftest)
    git(project.path, "add", "-A")
    git(project.path, "commit", "-qm", "conftest")


def test_a_heal_produces_the_span_tree(calc_project: pytest.Pytester, fake_llm,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    _commit(calc_project, SDK_CONFTEST)
    out = calc_project.path / "spans.json"
    monkeypatch.setenv("SPANS_OUT", str(out))
    fake_llm.add(Reply.text(WRONG_DIFF), Reply.text(FIX_DIFF))
    result = calc_project.runpytest_subprocess("--selfheal", *llm_args(fake_llm))
    result.stdout.fnmatch_lines(["outcome: healed*"])
    record = load_record(calc_project.path / ".selfheal" / "runs")
    spans = json.loads(out.read_text())
    by_id = {s["id"]: s for s in spans}
    ours = [s for s in spans if s["name"].startswith("selfheal.")]

    def named(name: str) -> list[dict]:
        return [s for s in ours if s["name"] == f"selfheal.{name}"]

    def parent(span: dict) -> str:
        return by_id[span["parent"]]["name"]

    (run,) = named("run")
    assert parent(run) == "session"  # the span current when the heal started holds it
    assert run["attributes"]["selfheal.run_id"] == record.run_id
    assert run["attributes"]["selfheal.outcome"] == "healed"
    for step in ("snapshot", "worktree", "reproduce", "group", "apply_back", "save"):
        assert [parent(s) for s in named(step)] == ["selfheal.run"], step
    (group,) = named("group")
    assert group["attributes"]["selfheal.group"] == record.groups[0].id
    assert group["attributes"]["selfheal.signature"] == record.groups[0].signature
    assert group["attributes"]["selfheal.outcome"] == "healed"
    assert [parent(s) for s in named("classify")] == ["selfheal.group"]
    iterations = named("iteration")
    assert [parent(s) for s in iterations] == ["selfheal.group"] * 2
    assert [(s["attributes"]["selfheal.iteration"], s["attributes"]["selfheal.outcome"])
            for s in iterations] == [(1, "test_failed"), (2, "healed")]
    assert iterations[1]["attributes"]["selfheal.tokens"] > 0
    for step in ("engine", "guard", "apply", "cheat_check", "rerun"):
        assert [parent(s) for s in named(step)] == ["selfheal.iteration"] * 2, step
        assert {s["attributes"]["selfheal.iteration"] for s in named(step)} == {1, 2}
    assert [parent(s) for s in named("model_call")] == ["selfheal.engine"] * 2
    assert [s["attributes"]["selfheal.outcome"] for s in named("rerun")] == ["failed", "passed"]
    assert all(s["status"] != "ERROR" for s in ours)
    # the same steps, with the same fields, as events.jsonl
    lines = [json.loads(x) for x in (calc_project.path / ".selfheal" / "runs" / record.run_id
                                     / EVENTS_FILE).read_text().splitlines()]
    assert sorted(s["name"] for s in ours) == sorted(f"selfheal.{e['step']}" for e in lines)
    assert all(s["attributes"]["selfheal.run_id"] == record.run_id for s in ours)


def test_without_the_api_a_heal_works_with_no_spans(calc_project: pytest.Pytester, fake_llm,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    _commit(calc_project, BLOCKING_CONFTEST)
    tried = calc_project.path / "tried.txt"
    monkeypatch.setenv("TRIED_OUT", str(tried))
    fake_llm.add(Reply.text(FIX_DIFF))
    result = calc_project.runpytest_subprocess("--selfheal", *llm_args(fake_llm))
    result.stdout.fnmatch_lines(["outcome: healed*", "events: *events.jsonl*"])
    assert "opentelemetry" in tried.read_text().split()  # the heal looked for it, once
    record = load_record(calc_project.path / ".selfheal" / "runs")
    assert record.outcome == "healed" and record.applied


def test_no_opentelemetry_import_without_a_heal(pytester: pytest.Pytester,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("SELFHEAL", "SELFHEAL_DRY_RUN", "PYTEST_ADDOPTS"):
        monkeypatch.delenv(var, raising=False)
    pytester.makepyfile("def test_ok(): pass\ndef test_bad(): assert 0")
    code = (
        "import sys, pytest\n"
        "pytest.main(['-q', '-p', 'no:cacheprovider', '-k', sys.argv[1]] + sys.argv[2:])\n"
        "assert 'pytest_selfheal.plugin' in sys.modules, 'plugin not loaded'\n"
        "print('LOADED=' + ','.join(m for m in sys.modules if m.startswith('opentelemetry')\n"
        "      or m in ('pytest_selfheal.events', 'pytest_selfheal.telemetry')))\n"
    )
    for args in (["test_ok or test_bad"], ["test_ok", "--selfheal"]):  # red plain, green heal
        proc = subprocess.run([sys.executable, "-c", code, *args], cwd=pytester.path,
                              capture_output=True, text=True, timeout=120)
        assert proc.returncode == 0, proc.stderr
        assert "LOADED=\n" in proc.stdout, (args, proc.stdout)


def test_load_spans_is_none_when_the_api_is_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "opentelemetry", None)  # import -> ImportError
    assert load_spans() is None
    log = EventLog("r")
    with log.activate(), log.step("run"):
        pass  # no spans, no error


def test_a_failing_step_is_an_error_span_with_redacted_attributes(tmp_path: Path) -> None:
    from opentelemetry import context, trace
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    exporter = InMemorySpanExporter()
    provider = TracerProvider()  # local: the process-wide provider is left alone
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    log = EventLog("r-1", spans=False)
    log._spans = Spans(trace, context, provider.get_tracer("test"))
    log.redact = lambda text: text.replace("hunter2", "[REDACTED]")
    log.attach(tmp_path)
    with log.activate(), log.step("run"), pytest.raises(ValueError):
        with log.step("engine", group="g1", engine="llm", note="pw hunter2"):
            raise ValueError("password hunter2 rejected")
    engine, run = exporter.get_finished_spans()
    assert (engine.name, run.name) == ("selfheal.engine", "selfheal.run")
    assert engine.parent is not None and engine.parent.span_id == run.context.span_id
    assert engine.status.status_code.name == "ERROR"
    assert engine.status.description == "password [REDACTED] rejected"
    attrs = dict(engine.attributes or {})
    assert attrs["selfheal.outcome"] == "value_error"
    assert attrs["selfheal.group"] == "g1" and attrs["selfheal.note"] == "pw [REDACTED]"
    assert attrs["selfheal.run_id"] == "r-1" and attrs["selfheal.duration_s"] >= 0
    assert "selfheal.iteration" not in attrs  # None is left out
    assert run.status.status_code.name == "UNSET"
    assert trace.get_current_span() is trace.INVALID_SPAN  # every context detached


def test_attributes_flatten_the_event_line() -> None:
    event = {"run_id": "r", "seq": 3, "parent": 1, "step": "rerun", "group": None,
             "iteration": 2, "start": "t", "duration": 1.5, "outcome": "passed",
             "details": {"tests": 4, "spectrum": False}}
    assert attributes(event) == {
        "selfheal.run_id": "r", "selfheal.step": "rerun", "selfheal.iteration": 2,
        "selfheal.duration_s": 1.5, "selfheal.outcome": "passed", "selfheal.tests": 4,
        "selfheal.spectrum": False}
