"""Shared fixtures: a git project with a real bug, and a scripted model server."""

from __future__ import annotations

import hashlib
import importlib.util
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from fakellm import FakeLLM, Reply

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

CALC = '''\
"""Small arithmetic helpers."""


def clamp(value, low, high):
    """Limit value to the closed range [low, high]."""
    if value < low:
        return low
    if value > high:
        return high
    return value


def average(values):
    """Arithmetic mean of a non-empty list."""
    total = 0
    for v in values:
        total += v
    return total / (len(values) + 1)
'''

TEST_CALC = '''\
from calc import average, clamp


def test_clamp_inside():
    assert clamp(5, 0, 10) == 5


def test_clamp_edges():
    assert clamp(-1, 0, 10) == 0
    assert clamp(11, 0, 10) == 10


def test_average():
    assert average([2, 4, 6]) == 4
'''

FIX_DIFF = '''\
```diff
--- a/calc.py
+++ b/calc.py
@@ -16,4 +16,4 @@ def average(values):
     total = 0
     for v in values:
         total += v
-    return total / (len(values) + 1)
+    return total / len(values)
```
'''

WRONG_DIFF = '''\
```diff
--- a/calc.py
+++ b/calc.py
@@ -16,4 +16,4 @@ def average(values):
     total = 0
     for v in values:
         total += v
-    return total / (len(values) + 1)
+    return total / (len(values) + 2)
```
'''

CHILD_VARS = ("SELFHEAL", "SELFHEAL_DRY_RUN", "SELFHEAL_MODEL", "SELFHEAL_API_BASE",
              "SELFHEAL_ENGINE", "SELFHEAL_MEMORY", "SELFHEAL_EMBEDDING_MODEL", "SELFHEAL_CHILD",
              "SELFHEAL_RESULTS", "PYTEST_ADDOPTS")


def git(cwd: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@localhost", "-c",
         "init.defaultBranch=main", *args],
        cwd=cwd, check=True, capture_output=True, text=True,
    ).stdout


def tree_digest(root: Path) -> dict[str, str]:
    """Hash of every file under root but .git/, .selfheal/ and pytester's stdout/stderr."""
    out: dict[str, str] = {}
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root).as_posix()
        if rel.startswith((".git/", ".selfheal/")) or rel in (".git", ".selfheal"):
            continue
        if "__pycache__" in rel or ".pytest_cache" in rel or rel in ("stdout", "stderr"):
            continue
        if path.is_file():
            out[rel] = hashlib.sha256(path.read_bytes()).hexdigest()
    return out


@pytest.fixture
def clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in CHILD_VARS:
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    monkeypatch.setenv("SELFHEAL_NO_MEMORY", "1")  # test_memory_e2e.py turns it back on
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-not-a-real-key-000")


@pytest.fixture
def lean_plugins(monkeypatch: pytest.MonkeyPatch) -> None:
    """Subprocess pytest runs load our plugin and no other installed one: the dev install's
    plugins (hypothesis, anyio with trio, xdist, ...) cost about 0.65 s of every start,
    and a heal starts pytest four to six times. A supported set-up of its own: the reruns
    inherit it, as a user's would."""
    monkeypatch.setenv("PYTEST_DISABLE_PLUGIN_AUTOLOAD", "1")
    monkeypatch.setenv("PYTEST_PLUGINS", "pytest_selfheal.plugin")


@pytest.fixture
def calc_project(pytester: pytest.Pytester, clean_env: None, lean_plugins: None
                 ) -> pytest.Pytester:
    """A git repository with an off-by-one bug in average() and one failing test."""
    pytester.makefile(".ini", pytest="[pytest]\npythonpath = .\n")
    pytester.makepyfile(calc=CALC)
    tests = pytester.mkpydir("tests")
    (tests / "test_calc.py").write_text(TEST_CALC)
    git(pytester.path, "init", "-q")
    git(pytester.path, "add", "-A")
    git(pytester.path, "commit", "-qm", "initial")
    return pytester


@pytest.fixture
def fake_llm() -> Iterator[FakeLLM]:
    with FakeLLM([]) as fake:
        yield fake


def llm_args(fake: FakeLLM, *extra: str) -> list[str]:
    return ["--selfheal-engine", "llm", "--selfheal-model", "openai/test-model",
            "--selfheal-api-base", fake.url, "-p", "no:randomly", *extra]


__all__ = ["Reply", "FIX_DIFF", "WRONG_DIFF", "git", "tree_digest", "llm_args"]


def load_benchmark(name: str) -> ModuleType:
    """A script of ``benchmarks/`` imported as a module (they are not a package)."""
    bench = str(Path(__file__).resolve().parents[1] / "benchmarks")
    if bench not in sys.path:
        sys.path.insert(0, bench)
    spec = importlib.util.spec_from_file_location(name, Path(bench) / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
