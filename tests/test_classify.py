"""Failures of the environment are classified, never 'repaired'."""

from pathlib import Path

import pytest

from pytest_selfheal.classify import classify_failure, classify_group
from pytest_selfheal.records import Failure


def _f(exc: str, message: str, when: str = "call", longrepr: str = "") -> Failure:
    return Failure(nodeid="tests/test_a.py::test_a", when=when, exc_type=exc,
                   message=message, longrepr=longrepr)


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    (tmp_path / "stats.py").write_text("")
    (tmp_path / "src" / "shop").mkdir(parents=True)
    (tmp_path / "src" / "shop" / "__init__.py").write_text("")
    return tmp_path


MODULES = {"stats", "shop"}


@pytest.mark.parametrize("failure, hint", [
    (_f("ModuleNotFoundError", "No module named 'requests'"), "pip install requests?"),
    (_f("ModuleNotFoundError", "No module named 'yaml.loader'"), "pip install pyyaml?"),
    (_f("", "ImportError while importing test module ...", "collect",
        "E   ModuleNotFoundError: No module named 'numpy'"), "pip install numpy?"),
    (_f("ImportError", "cannot import name 'Mapping' from 'collections.abc2'"), "--upgrade"),
    (_f("", "fixture 'mocker' not found", "setup"), "plugin that provides it"),
    (_f("FileNotFoundError", "[Errno 2] No such file or directory: '/etc/app/settings.toml'"),
     "create it"),
    (_f("ConnectionRefusedError", "[Errno 111] Connection refused"), "start the service"),
    (_f("requests.exceptions.ConnectionError",
        "HTTPConnectionPool(host='db', port=80): Failed to establish a new connection"),
     "start the service"),
    (_f("socket.gaierror", "[Errno -2] Name or service not known"), "start the service"),
    (_f("PermissionError", "[Errno 13] Permission denied: '/root/x'"), "run the tests as"),
])
def test_environment_failures(repo: Path, failure: Failure, hint: str) -> None:
    verdict = classify_failure(failure, repo, MODULES)
    assert verdict.kind == "environment"
    assert hint in verdict.hint


@pytest.mark.parametrize("failure", [
    _f("AssertionError", "assert 3 == 4"),
    _f("ZeroDivisionError", "division by zero"),
    _f("ModuleNotFoundError", "No module named 'stats'"),  # a project module: a code problem
    _f("ModuleNotFoundError", "No module named 'shop.cart'"),
    _f("ModuleNotFoundError", "No module named 'statz'"),  # a typo of a project module
    _f("ImportError", "cannot import name 'mean' from 'stats'"),
    _f("NameError", "name 'Connection refused' is not defined"),
    _f("FileNotFoundError", "[Errno 2] No such file or directory: 'data/prices.csv'"),
])
def test_code_failures(repo: Path, failure: Failure) -> None:
    assert classify_failure(failure, repo, MODULES).kind == "code"


def test_missing_file_inside_the_repository_is_code(repo: Path) -> None:
    inside = repo / "data" / "x.csv"
    failure = _f("FileNotFoundError", f"[Errno 2] No such file or directory: '{inside}'")
    assert classify_failure(failure, repo, MODULES).kind == "code"


def test_group_is_environment_only_when_every_member_is(repo: Path) -> None:
    env = _f("ModuleNotFoundError", "No module named 'requests'")
    code = _f("AssertionError", "assert 1 == 2")
    assert classify_group([env, env], repo, MODULES).kind == "environment"
    assert classify_group([env, code], repo, MODULES).kind == "code"
