"""End to end through the bwrap and Docker sandboxes: the whole heal runs, reruns inside."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import pytest
from conftest import FIX_DIFF, Reply, llm_args

from pytest_selfheal.records import load_record
from pytest_selfheal.sandbox.base import SandboxError
from pytest_selfheal.sandbox.bwrap import BwrapSandbox

try:  # imported before pytester snapshots sys.modules: re-imports break requests' cookie jars
    import docker
except ImportError:  # pragma: no cover - the docker extra is not installed
    docker = None


def _bwrap_works() -> bool:
    try:
        BwrapSandbox().check()
    except SandboxError:
        return False
    return True


def _docker_image() -> str:
    if docker is None:
        pytest.skip("the Docker SDK is not installed: pip install 'pytest-selfheal[docker]'")
    try:
        client: Any = docker.from_env()
        client.ping()
    except Exception as exc:  # no SDK, no engine
        pytest.skip(f"no Docker engine answers: {str(exc).splitlines()[0][:120]}")
    spec = importlib.util.spec_from_file_location(
        "selfheal_docker_image", Path(__file__).with_name("docker_image.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return str(module.ensure_image(client))


@pytest.mark.skipif(not _bwrap_works(), reason="bwrap cannot create namespaces here")
def test_llm_heal_in_bwrap(calc_project: pytest.Pytester, fake_llm) -> None:
    fake_llm.add(Reply.text(FIX_DIFF))
    result = calc_project.runpytest_subprocess("--selfheal", "--selfheal-sandbox", "bwrap",
                                               *llm_args(fake_llm))
    result.stdout.fnmatch_lines(["*in a worktree (bwrap sandbox)*",
                                 "HEALED tests/test_calc.py::test_average in 1 iteration(s)*"])
    assert "return total / len(values)" in (calc_project.path / "calc.py").read_text()


@pytest.mark.skipif(not _bwrap_works(), reason="bwrap cannot create namespaces here")
def test_builtin_heal_in_bwrap(calc_project: pytest.Pytester) -> None:
    # the warm fork server and the coverage spectrum run inside the sandbox too
    result = calc_project.runpytest_subprocess("--selfheal-dry-run", "--selfheal-sandbox",
                                               "bwrap", "-p", "no:randomly")
    result.stdout.fnmatch_lines(["*in a worktree (bwrap sandbox)*", "HEALED *"])
    record = load_record(calc_project.path / ".selfheal" / "runs")
    assert record.outcome == "healed"
    assert record.settings["sandbox"] == "bwrap"


@pytest.mark.docker
def test_llm_heal_in_docker(calc_project: pytest.Pytester, fake_llm) -> None:
    image = _docker_image()
    fake_llm.add(Reply.text(FIX_DIFF))
    result = calc_project.runpytest_subprocess(
        "--selfheal", "--selfheal-sandbox", "docker", "--selfheal-docker-image", image,
        *llm_args(fake_llm))
    result.stdout.fnmatch_lines(["*in a worktree (docker sandbox)*",
                                 "HEALED tests/test_calc.py::test_average in 1 iteration(s)*"])
    assert "return total / len(values)" in (calc_project.path / "calc.py").read_text()


def test_missing_docker_image_is_one_line(calc_project: pytest.Pytester, fake_llm) -> None:
    _docker_image()
    result = calc_project.runpytest_subprocess(
        "--selfheal", "--selfheal-sandbox", "docker", "--selfheal-docker-image",
        "selfheal-no-such-image:never", *llm_args(fake_llm))
    result.stdout.fnmatch_lines(["*image selfheal-no-such-image:never not found*"])
    assert "average(values)" in (calc_project.path / "calc.py").read_text()
    assert load_record(calc_project.path / ".selfheal" / "runs").outcome == "error"
