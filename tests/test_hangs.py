"""Every hang is bounded: bugs that loop forever or recurse without end heal in bounded time.

The user runs with ``--timeout 5`` (pytest-timeout): it is carried into every rerun and
the warm servers, the hanging test never calibrates a candidate timeout, and the heal
ends within ``--selfheal-builtin-time`` plus 15 s.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import git

from pytest_selfheal.records import Failure, load_record
from pytest_selfheal.timing import confirm_timeout, expected_seconds, is_hang

LOOP = '''\
def countdown(n):
    """[n, n-1, ..., 1]."""
    out = []
    while n > 0:
        out.append(n)
        n += 1
    return out
'''
LOOP_TESTS = '''\
from mod import countdown


def test_three():
    assert countdown(3) == [3, 2, 1]


def test_none():
    assert countdown(0) == []


def test_negative():
    assert countdown(-2) == []
'''
RECURSION = '''\
def fact(n):
    """n! for n >= 0."""
    if n == 0:
        return 1
    return n * fact(n + 1)
'''
RECURSION_TESTS = '''\
from mod import fact


def test_three():
    assert fact(3) == 6


def test_zero():
    assert fact(0) == 1
'''
BUILTIN_TIME = 20.0


def _project(pytester: pytest.Pytester, source: str, tests: str) -> Path:
    pytester.makefile(".ini", pytest="[pytest]\npythonpath = .\n")
    (pytester.path / "mod.py").write_text(source)
    (pytester.path / "test_mod.py").write_text(tests)
    git(pytester.path, "init", "-q")
    git(pytester.path, "add", "-A")
    git(pytester.path, "commit", "-qm", "initial")
    return pytester.path


@pytest.mark.parametrize("source,tests,fixed", [
    (LOOP, LOOP_TESTS, "n -= 1"),
    (RECURSION, RECURSION_TESTS, "fact(n - 1)"),
], ids=["infinite-loop", "runaway-recursion"])
def test_a_hanging_bug_heals_in_bounded_time(pytester: pytest.Pytester, clean_env: None,
                                             source: str, tests: str, fixed: str) -> None:
    root = _project(pytester, source, tests)
    result = pytester.runpytest_subprocess(
        "--timeout", "5", "--selfheal", "--selfheal-engine", "builtin", "-p", "no:randomly",
        "--selfheal-builtin-time", str(BUILTIN_TIME), timeout=BUILTIN_TIME + 120)
    out = result.stdout.str()
    record = load_record(root / ".selfheal" / "runs")
    assert record.outcome == "healed", out
    assert fixed in (root / "mod.py").read_text()
    assert record.duration <= BUILTIN_TIME + 15, record.duration
    # the candidate timeout came from the passing tests, not from the 5 s hang
    line = next(ln for ln in out.splitlines()
                if ln.startswith("selfheal: builtin: candidate timeout"))
    assert float(line.split("candidate timeout ")[1].split(" s")[0]) < 5.0, line
    # the user's --timeout reached the reruns: the settings record shows it was carried
    assert "--timeout" in record.settings.get("carried_args", []), record.settings


def test_is_hang_reads_pytest_timeout_and_durations() -> None:
    timed_out = Failure(nodeid="t::a", exc_type="Failed",
                        message="Timeout (>5.0s) from pytest-timeout.", duration=5.01)
    assert is_hang(timed_out)
    slow = Failure(nodeid="t::b", exc_type="AssertionError", message="assert 1 == 2",
                   duration=9.8)
    assert is_hang(slow, timeout=10.0) and not is_hang(slow)
    assert not is_hang(Failure(nodeid="t::c", exc_type="AssertionError",
                               message="assert 'Timeout' == 'x'", duration=0.1))


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
