"""Differential test: the warm server's verdict is a fresh ``python -m pytest`` verdict.

Each project below uses one configuration that changes how pytest runs; the same
candidates are validated by the warm fork server and by a fresh process and must get
the same verdicts. An installed distribution that owns ``pytest_selfheal`` files and
declares a ``pytest11`` entry point (what a regular, non-editable install looks like)
is on the path, so a server that imported the plugin before pytest's assertion
rewriting would trip ``filterwarnings = error``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from pytest_selfheal.sandbox.local import LocalSandbox
from pytest_selfheal.useropts import ARGS_ENV
from pytest_selfheal.warmworker import WarmWorker, run_fresh

BUG = "def add(a, b):\n    return a - b\n"
FIX = "def add(a, b):\n    return a + b\n"
WARNS = ("import warnings\n\n\ndef add(a, b):\n"
         "    warnings.warn('old', DeprecationWarning)\n    return a + b\n")
TESTS = """\
import pytest
from calc import add


def test_add(base):
    assert add(base, 2) == 3


@pytest.mark.slow
def test_marked(base):
    assert add(base, 1) == 2
"""
CONFTEST = """\
import pytest


@pytest.fixture
def base():
    return 1
"""
PLUGIN = "import pytest\n\n\n@pytest.fixture\ndef base():\n    return 1\n"


def _project(root: Path, config: str) -> tuple[list[str], dict[str, str]]:
    """Write the project for one configuration; return (node ids, extra environment)."""
    ini = ["[pytest]", "markers =", "    slow: slow tests"]
    code_dir, test_dir, conftest_dir = root, root, root
    extra: dict[str, str] = {}
    if config == "filterwarnings":
        ini += ["filterwarnings =", "    error"]
    elif config == "strict_markers":
        ini += ["addopts = --strict-markers"]
    elif config == "strict_config":
        ini += ["addopts = --strict-config", "xfail_strict = false"]
    elif config == "xfail_strict":
        ini += ["xfail_strict = true"]
    elif config == "src_layout":
        code_dir = root / "src"
        ini += ["pythonpath = src"]
    elif config == "pythonpath":
        code_dir = root / "lib"
        ini += ["pythonpath = lib"]
    elif config == "rootdir_conftest":
        test_dir = root / "tests"
        (test_dir).mkdir()
        (test_dir / "__init__.py").write_text("")
        ini += ["pythonpath = ."]
    elif config == "addopts_plugin":
        conftest_dir = None  # type: ignore[assignment]
        (root / "myplug.py").write_text(PLUGIN)
        ini += ["pythonpath = .", "addopts = -p myplug"]
    elif config == "testpaths":
        test_dir = conftest_dir = root / "checks"
        test_dir.mkdir()
        ini += ["testpaths = checks", "pythonpath = ."]
    elif config == "carried_options":  # the user's own command line: -W and -p
        conftest_dir = None  # type: ignore[assignment]
        (root / "myplug.py").write_text(PLUGIN)
        ini += ["pythonpath = ."]
        extra[ARGS_ENV] = json.dumps(["-W", "error::DeprecationWarning", "-p", "myplug"])
    elif config == "env_plugins":  # plugins named by PYTEST_PLUGINS, warnings as errors
        conftest_dir = None  # type: ignore[assignment]
        # an installed plugin the project also imports: the server imports it early
        (root.parent / "site" / "siteplug.py").write_text(PLUGIN)
        (root / "helpers.py").write_text("import siteplug  # noqa: F401\n")
        ini += ["pythonpath = .", "filterwarnings =", "    error"]
        extra["PYTEST_PLUGINS"] = "siteplug,pytest_selfheal.plugin"
    code_dir.mkdir(exist_ok=True)
    (code_dir / "calc.py").write_text(BUG)
    tests = TESTS
    if config == "xfail_strict":
        tests += ("\n\n@pytest.mark.xfail(reason='bug')\ndef test_known(base):\n"
                  "    assert add(base, 3) == 4\n")
    (test_dir / "test_calc.py").write_text(tests)
    if conftest_dir is not None:
        (conftest_dir / "conftest.py").write_text(CONFTEST)
    (root / "pytest.ini").write_text("\n".join(ini) + "\n")
    rel = test_dir.relative_to(root).as_posix()
    prefix = "" if rel == "." else rel + "/"
    ids = [f"{prefix}test_calc.py::test_add", f"{prefix}test_calc.py::test_marked"]
    if config == "xfail_strict":
        ids.append(f"{prefix}test_calc.py::test_known")
    return ids, extra


def _fake_plugin_dist(site: Path) -> None:
    """A distribution with a pytest11 entry point whose files include pytest_selfheal."""
    dist = site / "selfheal_parity_fake-1.0.dist-info"
    dist.mkdir(parents=True)
    (site / "selfheal_parity_fake.py").write_text('"""An empty pytest plugin."""\n')
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: selfheal-parity-fake\n"
                                   "Version: 1.0\n")
    (dist / "entry_points.txt").write_text("[pytest11]\nparity_fake = selfheal_parity_fake\n")
    (dist / "RECORD").write_text("selfheal_parity_fake.py,,\npytest_selfheal/__init__.py,,\n"
                                 "selfheal_parity_fake-1.0.dist-info/RECORD,,\n")


CONFIGS = ["filterwarnings", "strict_markers", "strict_config", "xfail_strict", "src_layout",
           "pythonpath", "rootdir_conftest", "addopts_plugin", "testpaths", "carried_options",
           "env_plugins"]


@pytest.mark.parametrize("config", CONFIGS)
def test_warm_and_fresh_verdicts_agree(tmp_path: Path, config: str) -> None:
    site, root = tmp_path / "site", tmp_path / "proj"
    _fake_plugin_dist(site)
    root.mkdir()
    ids, extra = _project(root, config)
    env = {**os.environ, **extra}
    env.pop("PYTEST_DISABLE_PLUGIN_AUTOLOAD", None)
    if config != "filterwarnings":  # installed plugins load only there (they are slow)
        env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    env.pop("PYTEST_ADDOPTS", None)
    for var in [v for v in env if v.startswith("PYTEST_XDIST_")]:
        env.pop(var)  # the project is no xdist worker (pytest-benchmark would warn: an error)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(site), env.get("PYTHONPATH")) if p)
    code = next(root.rglob("calc.py"))
    sandbox = LocalSandbox()
    verdicts: dict[str, tuple[str, str]] = {}
    lines: list[str] = []
    with WarmWorker(root, sandbox, env, reporter=lines.append) as worker:
        for name, text in (("bug", BUG), ("fix", FIX), ("warns", WARNS)):
            code.write_text(text)
            warm = worker.run(ids, 60.0)
            fresh = run_fresh(root, sandbox, env, ids, 180.0)
            verdicts[name] = (warm.status, fresh.status)
            assert warm.status == fresh.status, (name, warm, fresh)
        assert worker.fallback_reason is None and not lines, lines
    # the verdicts mean something: the bug fails, the fix passes (unless xfail_strict
    # turns the fixed xfail test into a failure), warnings fail only where they are errors
    assert verdicts["bug"][0] == "failed"
    assert verdicts["fix"][0] == ("failed" if config == "xfail_strict" else "passed")
    warn_fails = config in ("filterwarnings", "carried_options", "xfail_strict", "env_plugins")
    assert verdicts["warns"][0] == ("failed" if warn_fails else "passed"), verdicts


WARM_ONLY_CONFTEST = """\
import sys

# Stands for any difference between a forked warm child and a fresh process.
if sys.modules["__main__"].__file__.endswith("warmserver.py"):
    raise RuntimeError("this conftest refuses the warm server")
"""


def test_search_switches_to_fresh_validation_when_the_warm_verdict_differs(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from test_builtin_engine import CALC as TOTAL_CALC
    from test_builtin_engine import TESTS as TOTAL_TESTS
    from test_builtin_engine import TOTAL_FAILURES, FakeStages, edit

    from pytest_selfheal.engines.builtin import search as search_mod
    from pytest_selfheal.engines.builtin.validation import Pool

    (tmp_path / "calc.py").write_text(TOTAL_CALC)
    (tmp_path / "test_calc.py").write_text(TOTAL_TESTS)
    (tmp_path / "conftest.py").write_text(WARM_ONLY_CONFTEST)
    env = {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    right = edit("range(1, n)", "range(1, n + 1)", 4)
    monkeypatch.setattr(search_mod, "_stages", FakeStages([right]))
    lines: list[str] = []
    pool = Pool.create(tmp_path, LocalSandbox(), env, 1, lines.append)
    try:
        res = search_mod.search(tmp_path, TOTAL_FAILURES, LocalSandbox(), env,
                                budget_seconds=90.0, pool=pool, progress=lines.append)
    finally:
        pool.close()
    assert res.candidate == right, res.reason
    assert pool.fresh_reason and "fresh pytest process says failed" in pool.fresh_reason
    assert len(res.notes) == 1 and res.notes[0].startswith(
        "validation switched to fresh pytest processes: the warm server said error")
    said = [ln for ln in lines if "fresh pytest processes from now on" in ln]
    assert len(said) == 1, lines


HEADROOM = """\
import os
import sys


def test_headroom():
    frame, depth = sys._getframe(), 0
    while frame is not None:
        frame, depth = frame.f_back, depth + 1
    with open(os.environ["HEADROOM_OUT"], "a") as out:
        out.write(f"{sys.getrecursionlimit() - depth}\\n")
"""


def test_a_test_has_the_same_recursion_headroom_warm_and_fresh(tmp_path: Path) -> None:
    """The server's own frames sit below pytest.main in a warm child: without a raised
    limit, a recursion as deep as a fresh run allows raised RecursionError only there,
    and a right candidate was judged wrong."""
    root = tmp_path / "proj"
    (root / "tests").mkdir(parents=True)
    (root / "tests" / "test_deep.py").write_text(HEADROOM)
    (root / "pytest.ini").write_text("[pytest]\n")
    out = tmp_path / "headroom.txt"
    env = {**os.environ, "HEADROOM_OUT": str(out), "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    env.pop("PYTEST_ADDOPTS", None)
    for var in [v for v in env if v.startswith("PYTEST_XDIST_")]:
        env.pop(var)
    ids = ["tests/test_deep.py::test_headroom"]
    sandbox = LocalSandbox()
    with WarmWorker(root, sandbox, env) as worker:
        assert worker.run(ids, 60.0).status == "passed"
    assert run_fresh(root, sandbox, env, ids, 120.0).status == "passed"
    warm, fresh = out.read_text().split()
    assert warm == fresh
