"""The warm fork server validates candidates like a fresh pytest run, only faster."""

from __future__ import annotations

import os
import py_compile
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from pytest_selfheal.sandbox.local import LocalSandbox
from pytest_selfheal.warmworker import (
    WarmWorker,
    calibrate_timeout,
    external_imports,
    run_fresh,
)

CALC = "import json\n\n\ndef add(a, b):\n    return a + b\n"
TESTS = """\
from calc import add


def test_add():
    assert add(1, 2) == 3


def test_other():
    assert add(2, 2) == 4


def test_hang():
    while add(1, 1) == 2:
        pass
"""


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "calc.py").write_text(CALC)
    (tmp_path / "test_calc.py").write_text(TESTS)
    return tmp_path


@pytest.fixture
def env() -> dict[str, str]:
    return {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}


@pytest.fixture
def worker(project: Path, env: dict[str, str]) -> Iterator[WarmWorker]:
    lines: list[str] = []
    with WarmWorker(project, LocalSandbox(), env, reporter=lines.append) as w:
        yield w
    assert not lines, lines  # no fallback, no restart unless a test asks for one


def break_add(project: Path, new: str = "a - b") -> None:
    path = project / "calc.py"
    path.write_text(path.read_text().replace("a + b", new))


def test_passing_and_failing_candidates(worker: WarmWorker, project: Path) -> None:
    ok = worker.run(["test_calc.py::test_add", "test_calc.py::test_other"], timeout=20)
    assert ok.status == "passed", ok
    assert worker.warm
    break_add(project)
    bad = worker.run(["test_calc.py::test_add", "test_calc.py::test_other"], timeout=20)
    assert bad.status == "failed"
    assert bad.failed_nodeid == "test_calc.py::test_add"  # -x: stopped at the first failure
    assert "assert -1 == 3" in bad.message


def test_syntax_error_candidate_fails(worker: WarmWorker, project: Path) -> None:
    (project / "calc.py").write_text("def add(a, b:\n    return a + b\n")
    res = worker.run(["test_calc.py::test_add"], timeout=20)
    assert res.status == "failed"
    assert "SyntaxError" in res.message


def test_endless_loop_is_killed_and_worker_survives(worker: WarmWorker) -> None:
    hung = worker.run(["test_calc.py::test_hang"], timeout=1.0)
    assert hung.status == "timeout"
    assert "1.0s" in hung.message
    after = worker.run(["test_calc.py::test_add"], timeout=20)
    assert after.status == "passed", after


def test_a_listed_test_is_stopped_once_its_call_runs_long(worker: WarmWorker) -> None:
    worker.stop_after = (["test_calc.py::test_hang"], 0.3)
    hung = worker.run(["test_calc.py::test_hang"], timeout=60)
    assert hung.status == "timeout", hung
    assert "stopped after 0.3 s" in hung.message  # hangstop's verdict, not the kill's
    # tests it does not list run as before, in the same run too
    both = worker.run(["test_calc.py::test_add", "test_calc.py::test_other"], timeout=60)
    assert both.status == "passed", both
    worker.stop_after = None
    assert worker.run(["test_calc.py::test_hang"], timeout=1.0).message.startswith("killed")


def test_run_fresh_stops_a_listed_test_too(project: Path, env: dict[str, str]) -> None:
    res = run_fresh(project, LocalSandbox(), env, ["test_calc.py::test_hang"], 60,
                    (["test_calc.py::test_hang"], 0.3))
    assert res.status == "timeout", res
    assert "stopped after 0.3 s" in res.message


def test_unknown_nodeid_is_an_error(worker: WarmWorker) -> None:
    res = worker.run(["test_calc.py::test_missing"], timeout=20)
    assert res.status == "error"
    assert "test_missing" in res.message


def stale_pyc(project: Path) -> None:
    """Compile calc.py, then change it to same-size code with the very same mtime."""
    src = project / "calc.py"
    st = src.stat()
    py_compile.compile(str(src), doraise=True)
    break_add(project)
    assert src.stat().st_size == st.st_size
    os.utime(src, ns=(st.st_atime_ns, st.st_mtime_ns))
    # A plain interpreter is fooled: it runs the cached add (a + b).
    out = subprocess.run(
        [sys.executable, "-c", "import calc; print(calc.add(1, 2))"],
        cwd=project, capture_output=True, text=True, check=True,
    )
    assert out.stdout.strip() == "3"


def test_stale_bytecode_cannot_fool_the_worker(worker: WarmWorker, project: Path) -> None:
    stale_pyc(project)
    res = worker.run(["test_calc.py::test_add"], timeout=20)
    assert res.status == "failed"
    assert "assert -1 == 3" in res.message


def test_stale_bytecode_cannot_fool_a_fresh_run(project: Path, env: dict[str, str]) -> None:
    stale_pyc(project)
    res = run_fresh(project, LocalSandbox(), env, ["test_calc.py::test_add"], timeout=30)
    assert res.status == "failed"
    assert res.failed_nodeid == "test_calc.py::test_add"


def test_run_fresh_passes_and_times_out(project: Path, env: dict[str, str]) -> None:
    sandbox = LocalSandbox()
    assert run_fresh(project, sandbox, env, ["test_calc.py::test_add"], 30).status == "passed"
    assert run_fresh(project, sandbox, env, ["test_calc.py::test_hang"], 2).status == "timeout"


class BrokenPopenSandbox(LocalSandbox):
    def popen(self, argv: list[str], cwd: Path, env: dict[str, str]) -> subprocess.Popen[bytes]:
        raise OSError("no long-lived processes here")


def test_falls_back_to_fresh_processes_and_says_so(project: Path, env: dict[str, str]) -> None:
    lines: list[str] = []
    with WarmWorker(project, BrokenPopenSandbox(), env, reporter=lines.append) as w:
        assert w.run(["test_calc.py::test_add"], timeout=30).status == "passed"
        break_add(project)
        res = w.run(["test_calc.py::test_add"], timeout=30)
    assert res.status == "failed"
    assert res.failed_nodeid == "test_calc.py::test_add"
    assert w.fallback_reason is not None
    assert len(lines) == 1
    assert "no long-lived processes here" in lines[0]
    assert "fresh pytest process" in lines[0]


def test_dead_server_is_restarted_once(project: Path, env: dict[str, str]) -> None:
    lines: list[str] = []
    with WarmWorker(project, LocalSandbox(), env, reporter=lines.append) as w:
        proc = w._proc
        assert proc is not None
        proc.kill()
        proc.wait()
        assert w.run(["test_calc.py::test_add"], timeout=20).status == "passed"
        assert w.restarts == 1
        assert w.warm and w._proc is not proc
    assert [ln for ln in lines if "restarting" in ln]


def test_external_imports_skip_project_modules(project: Path) -> None:
    pkg = project / "mypkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("from . import sub\nimport calc\nimport textwrap\n")
    (pkg / "sub.py").write_text("import mypkg.other\nfrom decimal import Decimal\n")
    (project / "json.py").write_text("")  # shadows the stdlib: the project's own
    names = external_imports(project)
    assert "textwrap" in names and "decimal" in names
    assert not {"calc", "mypkg", "mypkg.other", "json"} & set(names)


@pytest.mark.parametrize(
    ("baseline", "expected"), [(0.0, 2.0), (0.1, 2.0), (1.0, 5.0), (float("nan"), 2.0)]
)
def test_calibrate_timeout(baseline: float, expected: float) -> None:
    assert calibrate_timeout(baseline) == expected
    assert calibrate_timeout(3.0, floor=1.0, factor=2.0) == 6.0


def test_launch_warms_up_in_the_background(project: Path, env: dict[str, str]) -> None:
    lines: list[str] = []
    w = WarmWorker(project, LocalSandbox(), env, reporter=lines.append)
    try:
        w.launch()
        assert w._proc is not None and not w.warm  # started, greeting not read yet
        w.launch()  # idempotent: still one server
        first = w._proc
        ok = w.run(["test_calc.py::test_add"], timeout=20)
        assert ok.status == "passed", ok
        assert w.warm and w._proc is first and w.restarts == 0
    finally:
        w.close()
    assert not lines, lines


def test_a_vendored_copy_of_the_project_never_stands_in_for_it(tmp_path: Path,
                                                              clean_env: None) -> None:
    """setuptools imports its own vendored ``more_itertools``: healing more-itertools, the
    warm server must not validate candidates against that copy (seen on a real library)."""
    site = tmp_path / "site"
    (site / "_vendor" / "shadowpkg").mkdir(parents=True)
    (site / "_vendor" / "shadowpkg" / "__init__.py").write_text("def twice(x):\n    return 0\n")
    (site / "vendorer.py").write_text(
        "import os, sys\n"
        "sys.path.insert(0, os.path.join(os.path.dirname(__file__), '_vendor'))\n"
        "import shadowpkg  # noqa: F401 - the vendored copy, as setuptools does\n"
        "sys.path.pop(0)\n")
    root = tmp_path / "proj"
    (root / "shadowpkg").mkdir(parents=True)
    (root / "shadowpkg" / "__init__.py").write_text("def twice(x):\n    return x + x + 1\n")
    (root / "setup.py").write_text("import vendorer  # noqa: F401\n")
    (root / "test_twice.py").write_text(
        "from shadowpkg import twice\n\n\ndef test_twice():\n    assert twice(2) == 4\n")
    env = {**os.environ, "PYTHONPATH": str(site), "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    ids = ["test_twice.py::test_twice"]
    with WarmWorker(root, LocalSandbox(), env) as worker:
        assert worker.run(ids, 30).status == "failed"
        (root / "shadowpkg" / "__init__.py").write_text("def twice(x):\n    return x + x\n")
        warm = worker.run(ids, 30)
    fresh = run_fresh(root, LocalSandbox(), env, ids, 60)
    assert fresh.status == "passed"
    assert warm.status == fresh.status, warm.message


def test_the_server_reads_installed_metadata_once() -> None:
    """freeze_metadata (in a process of its own: it patches importlib.metadata): the
    same distributions and entry points as before, answered from memory."""
    import subprocess
    import sys

    code = """
import importlib.metadata as md
before = sorted((ep.name, ep.value) for ep in md.entry_points(group="pytest11"))
from pytest_selfheal.warmserver import freeze_metadata
freeze_metadata()
after = sorted((ep.name, ep.value) for ep in md.entry_points(group="pytest11"))
assert before == after and after, (before, after)
first, again = list(md.distributions()), list(md.distributions())
assert [id(d) for d in first] == [id(d) for d in again]
dist = next(d for d in first if d.metadata["Name"] == "pytest")
assert dist.read_text("METADATA") is dist.read_text("METADATA")
assert md.distribution("pytest").version == dist.version
print("ok")
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60)
    assert out.stdout.strip() == "ok", out.stderr[-2000:]


def test_rewritten_test_modules_are_kept_but_never_stale(project: Path,
                                                         worker: WarmWorker) -> None:
    """The server keeps each child's assertion-rewritten test module for the next child,
    keyed by the file's bytes: a same-size edit in the same second is rewritten anew."""
    test = project / "test_calc.py"
    assert worker.run(["test_calc.py::test_add"], 20).status == "passed"
    assert worker.run(["test_calc.py::test_add"], 20).status == "passed"  # from the memo
    test.write_text(TESTS.replace("add(1, 2) == 3", "add(1, 2) == 4"))  # same size
    got = worker.run(["test_calc.py::test_add"], 20)
    assert got.status == "failed" and "assert 3 == 4" in got.message
    test.write_text(TESTS)
    assert worker.run(["test_calc.py::test_add"], 20).status == "passed"


def test_memo_rewrites_stores_what_children_report() -> None:
    from pytest_selfheal import warmserver

    saved = dict(warmserver._rewritten)
    try:
        reply = {"status": "passed", "rewrites": {"k1": "YWJj", "bad": "%%%"}}
        warmserver.keep_rewrites(reply)
        assert "rewrites" not in reply and warmserver._rewritten["k1"] == b"abc"
        assert "bad" not in warmserver._rewritten
    finally:
        warmserver._rewritten.clear()
        warmserver._rewritten.update(saved)


def test_the_server_reads_hook_signatures_and_parsed_metadata_once() -> None:
    """memo_varnames and the memoized distribution properties (in a process of their own:
    they patch pluggy and importlib.metadata) give the answers pluggy and importlib would."""
    import subprocess
    import sys

    code = """
import importlib.metadata as md
from pluggy import _hooks
plain = _hooks.varnames
def hook(config, items, extra=1): pass
class Plugin:
    def pytest_configure(self, config): pass
want = [plain(hook), plain(Plugin().pytest_configure), plain(Plugin), plain(len)]
ep_before = sorted((d.metadata["Name"], tuple(d.entry_points)) for d in md.distributions())
from pytest_selfheal.warmmemo import freeze_metadata, memo_varnames
freeze_metadata()
memo_varnames()
memo_varnames()  # twice is once
assert _hooks.varnames is not plain and _hooks.varnames.__wrapped__ is plain
got = [_hooks.varnames(hook), _hooks.varnames(Plugin().pytest_configure),
       _hooks.varnames(Plugin), _hooks.varnames(len)]
assert got == want, (got, want)
assert got[:3] == [(("config", "items"), ("extra",)), (("config",), ()), ((), ())], got
assert _hooks.varnames(hook) is _hooks.varnames(hook)  # answered from the memo
ep_after = sorted((d.metadata["Name"], tuple(d.entry_points)) for d in md.distributions())
assert ep_after == ep_before
dist = md.distribution("pytest")
one = next(d for d in md.distributions() if d.metadata["Name"] == "pytest")
files = one.files
files.clear()  # a caller's edit does not reach the next caller
assert one.files and type(one.entry_points) is type(dist.entry_points)
assert [ep.name for ep in one.entry_points] == [ep.name for ep in dist.entry_points]
assert sorted(ep.name for ep in md.entry_points(group="console_scripts")
              if ep.value == "pytest:console_main") == ["py.test", "pytest"]
print("ok")
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60)
    assert out.stdout.strip() == "ok", out.stderr[-2000:]
