"""run_tests: rerun node ids in a sandbox and read the JSON results."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from pytest_selfheal.rerun import child_env, run_tests
from pytest_selfheal.sandbox.local import LocalSandbox

TESTS = '''\
import time
import pytest


def test_ok():
    assert 1 + 1 == 2


def test_bad():
    print("diagnostic output")
    assert 2 + 2 == 5, "math is broken"


def test_hang():
    time.sleep(60)


@pytest.mark.parametrize("text", ["a b", "x[1]", "plain"])
def test_param(text):
    assert text != "x[1]"
'''


@pytest.fixture
def project(tmp_path: Path, clean_env: None) -> Path:
    root = tmp_path / "proj"
    root.mkdir()
    (root / "test_mod.py").write_text(TESTS)
    return root


def _run(root: Path, ids: list[str], timeout: float = 60.0):
    env = child_env(dict(os.environ), root, root)
    return run_tests(LocalSandbox(), root, root, ids, env=env, timeout=timeout)


def test_passed(project: Path) -> None:
    result = _run(project, ["test_mod.py::test_ok"])
    assert result.status == "passed" and result.ok
    assert result.passed == ["test_mod.py::test_ok"] and result.failed == []
    assert result.exit_code == 0
    assert not list((project / ".selfheal").iterdir())  # scratch files are removed


def test_failed_with_details(project: Path) -> None:
    result = _run(project, ["test_mod.py::test_ok", "test_mod.py::test_bad"])
    assert result.status == "failed" and not result.ok
    assert result.passed == ["test_mod.py::test_ok"]
    assert result.failed == ["test_mod.py::test_bad"]
    [failure] = result.failures
    assert failure.nodeid == "test_mod.py::test_bad" and failure.when == "call"
    assert failure.exc_type == "AssertionError" and "math is broken" in failure.message
    assert "diagnostic output" in failure.captured
    assert any(f.function == "test_bad" and f.path == "test_mod.py" and f.in_project
               for f in failure.frames)


def test_missing_nodeid_counts_as_failed(project: Path) -> None:
    result = _run(project, ["test_mod.py::test_ok", "test_mod.py::test_gone"])
    assert result.status == "failed"
    # only the missing id fails: the others are run on their own
    assert result.failed == ["test_mod.py::test_gone"]
    assert result.passed == ["test_mod.py::test_ok"]


DRIFTING = """\
import os
import pytest


@pytest.mark.parametrize("n", [1, 2], ids=lambda n: f"{n}-pid{os.getpid()}")
def test_drift(n):
    assert n in (1, 2)


def test_steady():
    pass
"""


def test_confirm_runs_the_function_of_a_parametrized_id_that_drifted(project: Path) -> None:
    (project / "test_drift.py").write_text(DRIFTING)
    # the user's run saw other ids (another process id); this run cannot select them
    ids = ["test_drift.py::test_drift[1-pid1]", "test_drift.py::test_drift[2-pid1]",
           "test_drift.py::test_steady"]
    strict = _run(project, ids)
    assert strict.status == "failed" and "test_drift.py::test_drift[1-pid1]" in strict.failed
    env = child_env(dict(os.environ), project, project)
    loose = run_tests(LocalSandbox(), project, project, ids, env=env, timeout=60,
                      drifting_params=True)
    assert loose.status == "passed", loose.output_tail
    assert len([n for n in loose.passed if n.startswith("test_drift.py::test_drift[")]) == 2
    assert "ran every parametrization of: test_drift.py::test_drift" in loose.output_tail
    # a regression in a drifting test still fails the confirm
    (project / "test_drift.py").write_text(DRIFTING.replace("(1, 2)", "(1,)"))
    broken = run_tests(LocalSandbox(), project, project, ids, env=env, timeout=60,
                       drifting_params=True)
    assert broken.status == "failed" and len(broken.failed) == 1
    # and a test that is gone altogether is still a failure
    gone = run_tests(LocalSandbox(), project, project,
                     ["test_drift.py::test_steady", "test_drift.py::test_gone"], env=env,
                     timeout=60, drifting_params=True)
    assert gone.failed == ["test_drift.py::test_gone"]


def test_param_base() -> None:
    from pytest_selfheal.rerun import param_base

    assert param_base("t.py::test_x[a-b]") == "t.py::test_x"
    assert param_base("t.py::C::test_x[x[1]]") == "t.py::C::test_x"
    assert param_base("t.py::test_x") is None
    assert param_base("t.py") is None


def test_exit_first_stops_at_the_first_failure(project: Path) -> None:
    """A yes/no check: the first failure ends the run, so a hang after it is never waited
    for; the ids it did not reach count as failed."""
    env = child_env(dict(os.environ), project, project)
    ids = ["test_mod.py::test_ok", "test_mod.py::test_bad", "test_mod.py::test_hang"]
    result = run_tests(LocalSandbox(), project, project, ids, env=env, timeout=30,
                       exit_first=True)
    assert result.status == "failed"  # not "timeout": the hang never ran
    assert result.passed == ["test_mod.py::test_ok"]
    assert result.failed == ["test_mod.py::test_bad", "test_mod.py::test_hang"]


def test_hang_is_a_timeout(project: Path) -> None:
    result = _run(project, ["test_mod.py::test_hang"], timeout=3)
    assert result.status == "timeout"
    assert "[killed after 3 s]" in result.output_tail
    assert result.failed == [] and result.passed == []


def test_parametrized_ids_with_spaces_and_brackets(project: Path) -> None:
    ids = ["test_mod.py::test_param[a b]", "test_mod.py::test_param[x[1]]",
           "test_mod.py::test_param[plain]"]
    result = _run(project, ids)
    assert result.status == "failed"
    assert result.passed == ["test_mod.py::test_param[a b]", "test_mod.py::test_param[plain]"]
    assert result.failed == ["test_mod.py::test_param[x[1]]"]


def test_file_id_is_covered_by_its_tests(project: Path) -> None:
    (project / "test_small.py").write_text("def test_a(): pass\ndef test_b(): pass\n")
    result = _run(project, ["test_small.py"])
    assert result.status == "passed"
    assert result.passed == ["test_small.py::test_a", "test_small.py::test_b"]


def test_collection_error_is_failed(project: Path) -> None:
    (project / "test_broken.py").write_text("import no_such_module_here\n")
    result = _run(project, ["test_broken.py"])
    assert result.status == "failed"
    assert result.failed == ["test_broken.py"]
    assert result.failures[0].when == "collect"
    assert "no_such_module_here" in result.failures[0].message


def test_child_env_maps_repo_paths_into_worktree(tmp_path: Path) -> None:
    repo, wt = tmp_path / "repo", tmp_path / "wt"
    (repo / "src").mkdir(parents=True)
    (wt / "src").mkdir(parents=True)
    env = child_env({"PYTHONPATH": "/keep/me", "PYTEST_ADDOPTS": "-x"}, repo, wt)
    assert env["PYTHONPATH"].split(os.pathsep) == [str(wt / "src"), "/keep/me"]
    assert env["SELFHEAL_CHILD"] == "1" and "PYTEST_ADDOPTS" not in env
    assert env["SELFHEAL_REPO_ROOT"] == str(wt)


def test_max_fail_stops_a_broken_suite_early(tmp_path: Path) -> None:
    from pytest_selfheal.rerun import cut_short

    (tmp_path / "test_many.py").write_text(
        "import pytest\n\n\n@pytest.mark.parametrize('n', range(30))\n"
        "def test_n(n):\n    assert n % 2 == 0\n\n\ndef test_last():\n    pass\n")
    ids = [f"test_many.py::test_n[{n}]" for n in range(30)] + ["test_many.py::test_last"]
    env = child_env(dict(os.environ), tmp_path, tmp_path)
    res = run_tests(LocalSandbox(), tmp_path, tmp_path, ids, env=env, timeout=60.0,
                    max_fail=3)
    assert res.status == "failed"
    assert res.failed == ["test_many.py::test_n[1]", "test_many.py::test_n[3]",
                          "test_many.py::test_n[5]"]  # the ids it never reached are not failures
    assert cut_short(res, 3)
    whole = run_tests(LocalSandbox(), tmp_path, tmp_path, ids, env=env, timeout=60.0,
                      max_fail=20)
    assert len(whole.failed) == 15 and "test_many.py::test_last" in whole.passed
    assert not cut_short(whole, 20)
