"""End to end: environment failures and flaky tests are reported, never patched."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from conftest import git

from pytest_selfheal.records import load_record


def _repo(pytester: pytest.Pytester, module: str, test: str) -> Path:
    pytester.makefile(".ini", pytest="[pytest]\npythonpath = .\n")
    pytester.makepyfile(app=module)
    tests = pytester.mkpydir("tests")
    (tests / "test_app.py").write_text(test)
    git(pytester.path, "init", "-q")
    git(pytester.path, "add", "-A")
    git(pytester.path, "commit", "-qm", "initial")
    return pytester.path


def test_missing_package_is_environment(pytester: pytest.Pytester, clean_env: None) -> None:
    root = _repo(pytester, "def fetch():\n    import selfheal_no_such_pkg\n"
                 "    return selfheal_no_such_pkg.get()\n",
                 "from app import fetch\n\n\ndef test_fetch():\n    assert fetch()\n")
    result = pytester.runpytest_subprocess("--selfheal", "--selfheal-engine", "builtin",
                                           "-p", "no:randomly")
    result.stdout.fnmatch_lines([
        "*selfheal: g1-* not a code bug: module 'selfheal_no_such_pkg' is not installed*",
        "ENVIRONMENT tests/test_app.py::test_fetch: not a code bug*"
        "(pip install selfheal_no_such_pkg?)",
        "outcome: environment*",
    ])
    record = load_record(root / ".selfheal" / "runs")
    assert record.outcome == "environment" and not record.attempts and not record.patch
    status = subprocess.run(["selfheal", "status"], cwd=root, capture_output=True, text=True)
    assert status.returncode == 1
    assert status.stdout.splitlines()[0] == "environment"
    assert "pip install selfheal_no_such_pkg?" in status.stdout


def test_flaky_reruns(pytester: pytest.Pytester, clean_env: None, tmp_path: Path,
                      monkeypatch: pytest.MonkeyPatch) -> None:
    counter = tmp_path / "count"
    monkeypatch.setenv("FLAKY_COUNTER", str(counter))
    root = _repo(pytester, "def ok():\n    return True\n",
                 "import os\nfrom pathlib import Path\n\n\ndef test_third_time_lucky():\n"
                 "    p = Path(os.environ['FLAKY_COUNTER'])\n"
                 "    n = int(p.read_text()) + 1 if p.exists() else 1\n"
                 "    p.write_text(str(n))\n    assert n >= 3\n")
    result = pytester.runpytest_subprocess("--selfheal", "--selfheal-engine", "builtin",
                                           "--selfheal-flaky-reruns", "3", "-p", "no:randomly")
    result.stdout.fnmatch_lines(["FLAKY tests/test_app.py::test_third_time_lucky*",
                                 "outcome: flaky*"])
    assert counter.read_text() == "3"  # the run, the reproduction and one more rerun
    assert load_record(root / ".selfheal" / "runs").outcome == "flaky"
