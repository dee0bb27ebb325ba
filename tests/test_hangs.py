"""Every hang is bounded: bugs that loop forever or recurse without end heal.

The user runs with ``--timeout 5`` (pytest-timeout): it is carried into every rerun and
the warm servers, a test it stopped is not rerun by the reproduce step and never
calibrates a candidate timeout. That the heal ends within ``--selfheal-builtin-time``
plus 15 s is a wall-clock goal, measured by ``benchmarks/run_builtin.py --hangs`` on
the same cases (``benchmarks/hang_cases.py``), not asserted here.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

import pytest
from conftest import git

from pytest_selfheal.records import Failure, load_record
from pytest_selfheal.timing import confirm_timeout, expected_seconds, is_hang

BUILTIN_TIME = 60.0  # generous: this test checks structure; the bound is benchmarked


def _cases() -> Any:
    path = Path(__file__).resolve().parents[1] / "benchmarks" / "hang_cases.py"
    spec = importlib.util.spec_from_file_location("hang_cases", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["hang_cases"] = module
    spec.loader.exec_module(module)
    return module.CASES


CASES = _cases()


def _project(pytester: pytest.Pytester, source: str, tests: str) -> Path:
    pytester.makefile(".ini", pytest="[pytest]\npythonpath = .\n")
    (pytester.path / "mod.py").write_text(source)
    (pytester.path / "test_mod.py").write_text(tests)
    git(pytester.path, "init", "-q")
    git(pytester.path, "add", "-A")
    git(pytester.path, "commit", "-qm", "initial")
    return pytester.path


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_a_hanging_bug_heals_without_waiting_for_the_hang(pytester: pytest.Pytester,
                                                          clean_env: None, case: Any) -> None:
    root = _project(pytester, case.source, case.tests)
    result = pytester.runpytest_subprocess(
        "--timeout", "5", "--selfheal", "--selfheal-engine", "builtin", "-p", "no:randomly",
        "--selfheal-builtin-time", str(BUILTIN_TIME), timeout=BUILTIN_TIME + 300)
    out = result.stdout.str()
    record = load_record(root / ".selfheal" / "runs")
    assert record.outcome == "healed", out
    assert case.fixed in (root / "mod.py").read_text()
    # the candidate timeout came from passing runs, not from the 5 s hang (which gave
    # 5 x 5 s = 25 s before)
    line = next(ln for ln in out.splitlines()
                if ln.startswith("selfheal: builtin: candidate timeout"))
    assert float(line.split("candidate timeout ")[1].split(" s")[0]) < 25.0, line
    # the user's --timeout reached the reruns and the warm servers
    carried = record.settings.get("carried_args")
    assert isinstance(carried, list) and "--timeout" in carried, record.settings
    assert carried[carried.index("--timeout") + 1] == "5", record.settings
    if "Timeout" in "".join(f.message for f in record.failures):
        # a test stopped by the user's timeout is not run again by the reproduce step
        assert "hung in your run; they are not rerun" in out
        # and under a candidate it is stopped within a fraction of the candidate timeout
        assert "a test that hung in your run is stopped after" in out


def test_is_hang_reads_pytest_timeout_and_durations() -> None:
    timed_out = Failure(nodeid="t::a", exc_type="Failed",
                        message="Timeout (>5.0s) from pytest-timeout.", duration=5.01)
    assert is_hang(timed_out)
    slow = Failure(nodeid="t::b", exc_type="AssertionError", message="assert 1 == 2",
                   duration=9.8)
    assert is_hang(slow, timeout=10.0) and not is_hang(slow)
    assert not is_hang(Failure(nodeid="t::c", exc_type="AssertionError",
                               message="assert 'Timeout' == 'x'", duration=0.1))
    # a loop that ran away until a date overflowed: a hang that ended on its own
    runaway = Failure(nodeid="t::d", exc_type="OverflowError",
                      message="date value out of range", duration=3.2)
    assert is_hang(runaway)
    assert not is_hang(Failure(nodeid="t::e", exc_type="OverflowError",
                               message="math range error", duration=0.01))


def test_expected_seconds_never_uses_a_hung_test() -> None:
    passing = {"tests/test_a.py::test_ok": 0.2, "tests/test_b.py::test_ok": 3.0}
    measured = {"tests/test_a.py::test_hang": 10.0, "tests/test_a.py::test_slow": 0.5}
    hung = {"tests/test_a.py::test_hang"}
    assert expected_seconds(["tests/test_a.py::test_hang"], passing, measured, hung) == 0.2
    assert expected_seconds(["tests/test_a.py::test_slow"], passing, measured, hung) == 0.5
    # no passing test in its file: the run's median passing test
    assert expected_seconds(["tests/test_c.py::test_x"], passing, {}, set()) == 1.6


def test_confirm_timeout_comes_from_known_durations() -> None:
    assert confirm_timeout(["a", "b"], {"a": 0.1, "b": 0.2}, 120.0) == pytest.approx(21.5)
    assert confirm_timeout(["a", "zzz"], {"a": 0.1}, 120.0) == 120.0
    assert confirm_timeout(["a"], {"a": 100.0}, 120.0) == 120.0
