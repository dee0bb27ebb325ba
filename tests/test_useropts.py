"""The user's run-changing options reach reruns; selection options do not."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from pytest_selfheal.rerun import child_env, run_tests
from pytest_selfheal.sandbox.local import LocalSandbox
from pytest_selfheal.useropts import ARGS_ENV, args_from_env, carried_args, encode, remap

pytest_plugins = ["pytester"]


def _carried(pytester: pytest.Pytester, *args: str, addopts: str = "") -> list[str]:
    config = pytester.parseconfig(*args)
    env = {"PYTEST_ADDOPTS": addopts} if addopts else {}
    root = Path(pytester.path)
    return carried_args(config, root, Path("/wt"), env)


def test_behaviour_options_are_carried_and_selection_dropped(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_a="def test_a(): pass")
    pytester.makeini("[pytest]\n")
    out = _carried(pytester, "test_a.py", "-k", "foo", "-m", "slow", "--lf", "-x",
                   "--deselect", "test_a.py::test_b", "-W", "error::UserWarning",
                   "-o", "xfail_strict=true", "--import-mode=importlib", "--timeout", "10",
                   "-p", "no:randomly", "--maxfail=2", "-v", "--selfheal", "--tb=short",
                   "test_a.py::test_a", "--strict-markers")
    assert out == ["-W", "error::UserWarning", "-o", "xfail_strict=true",
                   "--import-mode=importlib", "--timeout", "10", "-p", "no:randomly",
                   "--strict-markers"]


def test_combined_and_attached_short_options(pytester: pytest.Pytester) -> None:
    pytester.makeini("[pytest]\n")
    out = _carried(pytester, "-xsvkexpr", "-Werror", "-pno:cacheprovider", "tests")
    # -x, -v and -k (with its attached value) are dropped; -s, -W and -p are kept
    assert out == ["-s", "-W", "error", "-p", "no:cacheprovider"]


def test_unknown_plugin_option_is_kept_with_its_value(pytester: pytest.Pytester) -> None:
    pytester.makeconftest("""
def pytest_addoption(parser):
    parser.addoption("--db-url", action="store")
    parser.addoption("--fast", action="store_true")
""")
    pytester.makeini("[pytest]\n")
    out = _carried(pytester, "--db-url", "sqlite://", "tests/", "--fast", "x.py")
    assert out == ["--db-url", "sqlite://", "--fast"]


def test_pytest_addopts_is_filtered_too(pytester: pytest.Pytester) -> None:
    pytester.makeini("[pytest]\n")
    out = _carried(pytester, "-q", addopts="--timeout=5 -k slow -n 2")
    assert out == ["--timeout=5"]


def test_paths_in_the_repository_map_into_the_worktree(pytester: pytest.Pytester) -> None:
    cfg = pytester.path / "ci" / "pytest.ini"
    cfg.parent.mkdir()
    cfg.write_text("[pytest]\n")
    out = _carried(pytester, "-c", "ci/pytest.ini", "--confcutdir", str(pytester.path),
                   "--rootdir", "ci", "-p", "no:ci")
    assert out == ["-c", "/wt/ci/pytest.ini", "--confcutdir", "/wt", "-p", "no:ci"]


def test_remap_moves_worktree_paths() -> None:
    args = ["-c", "/wt/ci/pytest.ini", "--confcutdir=/wt/sub", "-p", "wtplug"]
    assert remap(args, "/wt", "/s1") == ["-c", "/s1/ci/pytest.ini", "--confcutdir=/s1/sub",
                                         "-p", "wtplug"]


def test_args_from_env_ignores_garbage() -> None:
    assert args_from_env({ARGS_ENV: "not json"}) == []
    assert args_from_env({ARGS_ENV: encode(["-W", "error"])}) == ["-W", "error"]
    assert args_from_env({}) == []


def test_rerun_runs_with_the_carried_options(tmp_path: Path) -> None:
    """-W error (given on the user's command line) makes a warning fail the rerun too."""
    (tmp_path / "test_w.py").write_text(
        "import warnings\n\n\ndef test_w():\n    warnings.warn('x', UserWarning)\n")
    env = child_env(dict(os.environ), tmp_path, tmp_path)
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    plain = run_tests(LocalSandbox(), tmp_path, tmp_path, ["test_w.py::test_w"], env=env,
                      timeout=180)
    assert plain.status == "passed", plain.output_tail
    env[ARGS_ENV] = encode(["-W", "error::UserWarning"])
    strict = run_tests(LocalSandbox(), tmp_path, tmp_path, ["test_w.py::test_w"], env=env,
                       timeout=180)
    assert strict.status == "failed", strict.output_tail
