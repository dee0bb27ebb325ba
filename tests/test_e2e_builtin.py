"""End to end with no model: the built-in engine heals through `pytest --selfheal`."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import git, tree_digest

from pytest_selfheal.records import load_record

BUGGY_RANGE = '''\
def total_upto(n):
    """Sum of 1..n inclusive."""
    total = 0
    for i in range(1, n):
        total += i
    return total
'''

TESTS_RANGE = '''\
from mathx import total_upto


def test_small():
    assert total_upto(1) == 1


def test_ten():
    assert total_upto(10) == 55


def test_zero():
    assert total_upto(0) == 0
'''


def _project(pytester: pytest.Pytester, source: str, tests: str) -> Path:
    pytester.makefile(".ini", pytest="[pytest]\npythonpath = .\n")
    (pytester.path / "mathx.py").write_text(source)
    tdir = pytester.mkpydir("tests")
    (tdir / "test_mathx.py").write_text(tests)
    git(pytester.path, "init", "-q")
    git(pytester.path, "add", "-A")
    git(pytester.path, "commit", "-qm", "initial")
    return pytester.path


def test_builtin_heals_without_a_model(pytester: pytest.Pytester, clean_env) -> None:
    root = _project(pytester, BUGGY_RANGE, TESTS_RANGE)
    result = pytester.runpytest_subprocess("--selfheal", "-p", "no:randomly")
    result.stdout.fnmatch_lines([
        "*(builtin engine, 2 failing test(s))*",
        "selfheal: builtin: * statements ranked",
        "HEALED tests/test_mathx.py::test_small (+1 more) in 1 iteration(s) ?builtin, *mathx.py:4?",
        "    fix: * at mathx.py:4: *",
        "outcome: healed*",
    ])
    assert "range(1, n + 1)" in (root / "mathx.py").read_text()
    record = load_record(root / ".selfheal" / "runs")
    healed = [a for a in record.attempts if a.status == "healed"][0]
    assert healed.engine == "builtin" and healed.operator and healed.candidates_tried >= 1
    assert healed.summary.startswith(f"{healed.operator} at mathx.py:4: ")
    assert record.groups[0].summary == healed.summary
    assert record.usage.total_tokens == 0
    # the warm worker's validation stands in for the loop's rerun of the failing ids
    assert "rerunning" not in result.stdout.str()
    assert healed.rerun is not None and healed.rerun.ok
    assert set(healed.rerun.passed) == {"tests/test_mathx.py::test_small",
                                        "tests/test_mathx.py::test_ten"}
    assert healed.confirm is not None and healed.confirm.ok
    # the fixed code passes in a plain run
    assert pytester.runpytest_subprocess("-p", "no:randomly").ret == 0


def test_builtin_dry_run_changes_nothing(pytester: pytest.Pytester, clean_env) -> None:
    root = _project(pytester, BUGGY_RANGE, TESTS_RANGE)
    before = tree_digest(root)
    result = pytester.runpytest_subprocess("--selfheal-dry-run", "-p", "no:randomly")
    result.stdout.fnmatch_lines(["HEALED *", "+    for i in range(1, n + 1):"])
    assert tree_digest(root) == before


UNREACHABLE = '''\
def fib(n):
    """The n-th Fibonacci number."""
    return n
'''

TESTS_UNREACHABLE = '''\
from mathx import fib


def test_fib():
    assert [fib(i) for i in range(8)] == [0, 1, 1, 2, 3, 5, 8, 13]
'''


def test_unreachable_bug_ends_not_healed(pytester: pytest.Pytester, clean_env) -> None:
    root = _project(pytester, UNREACHABLE, TESTS_UNREACHABLE)
    before = tree_digest(root)
    result = pytester.runpytest_subprocess("--selfheal", "-p", "no:randomly")
    result.stdout.fnmatch_lines(["NOT HEALED tests/test_mathx.py::test_fib: builtin: *",
                                 "outcome: not_healed*"])
    assert tree_digest(root) == before
    record = load_record(root / ".selfheal" / "runs")
    assert record.outcome == "not_healed"
    assert record.attempts[-1].status == "exhausted"


UNCOMMITTED_TESTS = """\
from mathx import clip, total_upto


def test_ten():
    assert total_upto(10) == 55


def test_clip():
    assert clip(5, 0, 3) == 3
"""
CLEAN = """\
def total_upto(n):
    \"\"\"Sum of 1..n inclusive.\"\"\"
    total = 0
    for i in range(1, n + 1):
        total += i
    return total


def clip(x, lo, hi):
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x
"""


def test_uncommitted_edit_ranks_first_and_the_record_says_so(pytester: pytest.Pytester,
                                                             clean_env) -> None:
    root = _project(pytester, CLEAN, UNCOMMITTED_TESTS)
    (root / "mathx.py").write_text(CLEAN.replace("if x > hi:", "if x < hi:"))
    result = pytester.runpytest_subprocess("--selfheal-dry-run", "-p", "no:randomly")
    result.stdout.fnmatch_lines(["HEALED *", "+    if x > hi:"])
    record = load_record(root / ".selfheal" / "runs")
    healed = [a for a in record.attempts if a.status == "healed"][0]
    assert healed.signal == "changed" and healed.location == "mathx.py:12"


def test_since_ref_that_names_nothing_is_one_clear_line(pytester: pytest.Pytester,
                                                        clean_env) -> None:
    root = _project(pytester, BUGGY_RANGE, TESTS_RANGE)
    result = pytester.runpytest_subprocess("--selfheal-dry-run", "-p", "no:randomly",
                                           "--selfheal-since", "no-such-ref")
    result.stdout.fnmatch_lines(["selfheal: --selfheal-since no-such-ref names no commit in *"])
    assert load_record(root / ".selfheal" / "runs").error.startswith("--selfheal-since")
