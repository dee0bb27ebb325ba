"""Failure collection: call, setup, teardown and collection errors become Failure records."""

from __future__ import annotations

import pytest
from conftest import git

from pytest_selfheal.records import Failure, load_record

LIB = '''\
def divide(a, b):
    return a / b
'''

TESTS = '''\
import json
import pytest
from lib import divide


@pytest.fixture
def broken_setup():
    raise RuntimeError("setup went wrong")


@pytest.fixture
def broken_teardown():
    yield 1
    raise ValueError("teardown went wrong")


def test_call():
    print("hello from the call")
    assert divide(1, 0) == 0


def test_setup(broken_setup):
    pass


def test_teardown(broken_teardown):
    pass


def test_in_library():
    json.loads("{not json")


def test_ok():
    pass
'''


@pytest.fixture
def failing_project(pytester: pytest.Pytester, clean_env: None) -> pytest.Pytester:
    pytester.makeini("[pytest]\npythonpath = .\n")
    pytester.makepyfile(lib=LIB, test_kinds=TESTS,
                        test_broken="import no_such_module_anywhere\n")
    git(pytester.path, "init", "-q")
    git(pytester.path, "add", "-A")
    git(pytester.path, "commit", "-qm", "initial")
    return pytester


ARGS = ("--continue-on-collection-errors", "--selfheal-dry-run", "--selfheal-engine", "builtin",
        "--max-iters", "1",
        "-p", "no:randomly", "--selfheal-max-time", "5")


def _failures(pytester: pytest.Pytester) -> dict[tuple[str, str], Failure]:
    record = load_record(pytester.path / ".selfheal" / "runs")
    return {(f.nodeid, f.when): f for f in record.failures}


def _check(failures: dict[tuple[str, str], Failure]) -> None:
    assert set(failures) == {
        ("test_broken.py", "collect"),
        ("test_kinds.py::test_call", "call"),
        ("test_kinds.py::test_setup", "setup"),
        ("test_kinds.py::test_teardown", "teardown"),
        ("test_kinds.py::test_in_library", "call"),
    }
    call = failures["test_kinds.py::test_call", "call"]
    assert call.exc_type == "ZeroDivisionError" and "division by zero" in call.message
    assert call.test_path == "test_kinds.py"
    assert [(f.path, f.function, f.in_project) for f in call.frames[-2:]] == [
        ("test_kinds.py", "test_call", True), ("lib.py", "divide", True)]
    assert call.frames[-1].lineno == 2
    assert "hello from the call" in call.captured
    assert "def divide" in call.longrepr or "a / b" in call.longrepr

    setup = failures["test_kinds.py::test_setup", "setup"]
    assert (setup.exc_type, setup.message) == ("RuntimeError", "setup went wrong")
    assert setup.frames[-1].function == "broken_setup"

    teardown = failures["test_kinds.py::test_teardown", "teardown"]
    assert (teardown.exc_type, teardown.message) == ("ValueError", "teardown went wrong")
    assert teardown.frames[-1].function == "broken_teardown"

    lib = failures["test_kinds.py::test_in_library", "call"]
    assert lib.exc_type == "JSONDecodeError"
    outside = [f for f in lib.frames if not f.in_project]
    assert outside and all(f.path.endswith(".py") for f in outside)
    assert any("json" in f.path for f in outside)
    assert any(f.in_project and f.function == "test_in_library" for f in lib.frames)

    broken = failures["test_broken.py", "collect"]
    assert "no_such_module_anywhere" in broken.message + broken.longrepr
    assert broken.test_path == "test_broken.py"


def test_every_failure_kind_is_collected(failing_project: pytest.Pytester) -> None:
    result = failing_project.runpytest_subprocess(*ARGS)
    result.stdout.fnmatch_lines(["*selfheal summary*"])
    _check(_failures(failing_project))


def test_xdist_collects_on_the_controller_and_heals_once(
    failing_project: pytest.Pytester,
) -> None:
    pytest.importorskip("xdist")
    result = failing_project.runpytest_subprocess("-n", "2", *ARGS)
    assert result.stdout.str().count("selfheal summary") == 1
    runs = [p for p in (failing_project.path / ".selfheal" / "runs").iterdir() if p.is_dir()]
    assert len(runs) == 1
    failures = _failures(failing_project)
    _check(failures)
    record = load_record(failing_project.path / ".selfheal" / "runs")
    assert len(record.failures) == len(failures)  # each failure once
