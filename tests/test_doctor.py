"""selfheal doctor: every check tried for real, exit 0 only when the configured heal can run."""

from __future__ import annotations

import importlib.util
import os
import socket
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from conftest import CALC, git
from fakellm import FakeLLM

from pytest_selfheal import doctor
from pytest_selfheal.cli import main
from pytest_selfheal.locate import find_ini
from pytest_selfheal.sandbox.base import SandboxError
from pytest_selfheal.sandbox.bwrap import BwrapSandbox

SECRET = "sk-doctor-secret-value-0123456789"
KEYS = ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "MY_MODEL_KEY")


@pytest.fixture(autouse=True)
def _env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    for name in [o.env for o in doctor.OPTIONS] + list(KEYS):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    root = tmp_path / "proj"
    root.mkdir()
    (root / "calc.py").write_text(CALC)
    git(root, "init", "-q")
    git(root, "add", "-A")
    git(root, "commit", "-qm", "initial")
    return root


def settings_in(path: Path) -> Any:
    return doctor.resolve_here(find_ini(path))


def bwrap_works() -> bool:
    try:
        BwrapSandbox().check()
    except SandboxError:
        return False
    return True


def test_healthy_repository_exits_0(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (repo / "sub").mkdir()
    assert main(["doctor", "-C", str(repo / "sub")]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[-1] == "selfheal: the configured heal can run here"
    assert any(line.startswith("ok    versions ") and "pytest " in line and "git " in line
               for line in lines)
    assert any(line.startswith("ok    repository ") and "snapshot taken and released" in line
               for line in lines)
    assert any(line.startswith("ok    sandbox local ") and "(the configured sandbox)" in line
               for line in lines)
    assert "  --selfheal-engine = auto (default)" in lines
    assert git(repo, "status", "--porcelain") == ""  # doctor changed nothing
    assert git(repo, "for-each-ref").count("\n") == 1  # the snapshot's ref is gone


def test_outside_git_says_a_throwaway_copy_is_used(tmp_path: Path) -> None:
    check = doctor.check_repository(tmp_path)
    assert check.status == "ok" and "not in a git repository" in check.detail


def test_repository_mid_merge_fails(repo: Path) -> None:
    head = git(repo, "rev-parse", "HEAD").strip()
    (repo / ".git" / "MERGE_HEAD").write_text(head + "\n")
    check = doctor.check_repository(repo)
    assert check.status == "FAIL" and "in the middle of a merge" in check.detail


@pytest.mark.skipif(not bwrap_works(), reason="bwrap cannot create namespaces here")
def test_bwrap_is_tried_for_real(repo: Path) -> None:
    check = doctor.check_sandbox("bwrap", settings_in(repo))
    assert check.status == "ok", check.detail
    assert check.detail.startswith("ran Python with pytest-selfheal in ")


def test_missing_bwrap_fails_when_it_is_the_configured_sandbox(
        repo: Path, monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setenv("PATH", str(Path(sys.executable).parent))
    monkeypatch.setattr("shutil.which", lambda name, *a, **k: None)
    assert doctor.check_sandbox("bwrap", settings_in(repo)).status == "warn"
    monkeypatch.setenv("SELFHEAL_SANDBOX", "bwrap")
    check = doctor.check_sandbox("bwrap", settings_in(repo))
    assert check.status == "FAIL" and "install bubblewrap" in check.detail


@pytest.mark.docker
def test_docker_is_tried_for_real_with_its_image(repo: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    docker = pytest.importorskip("docker")
    try:
        client = docker.from_env()
        client.ping()
    except Exception as exc:  # noqa: BLE001 - no engine
        pytest.skip(f"no Docker engine answers: {str(exc).splitlines()[0][:120]}")
    spec = importlib.util.spec_from_file_location(
        "selfheal_docker_image", Path(__file__).with_name("docker_image.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    tag = module.ensure_image(client)
    monkeypatch.setenv("SELFHEAL_DOCKER_IMAGE", "selfheal-no-such-image:never")
    monkeypatch.setenv("SELFHEAL_SANDBOX", "docker")
    check = doctor.check_sandbox("docker", settings_in(repo))
    assert check.status == "FAIL"
    assert check.detail == ("image selfheal-no-such-image:never not found: build or pull it "
                            "(docker pull selfheal-no-such-image:never)")
    monkeypatch.delenv("SELFHEAL_SANDBOX")
    installed = subprocess.run(
        [sys.executable, "-c", "import pytest_selfheal; print(pytest_selfheal.__file__)"],
        env={k: v for k, v in os.environ.items() if k != "PYTHONPATH"},
        capture_output=True, text=True).stdout.strip()
    if Path(installed).resolve() != Path(doctor.__file__).with_name("__init__.py").resolve():
        pytest.skip("pytest_selfheal comes from PYTHONPATH, not from the installed checkout: "
                    "the docker sandbox's Python cannot import it")
    monkeypatch.setenv("SELFHEAL_DOCKER_IMAGE", tag)
    check = doctor.check_sandbox("docker", settings_in(repo))
    assert check.status == "ok", check.detail
    assert check.detail.startswith(f"image {tag}: ran Python with pytest-selfheal")


def test_docker_sdk_missing_names_the_extra(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "docker" else real(name, *a))
    check = doctor.check_sandbox("docker", settings_in(repo))
    assert check.status == "warn"
    assert "pip install 'pytest-selfheal[docker]'" in check.detail


def test_missing_key_fails_and_names_the_variable(repo: Path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("SELFHEAL_MODEL", "openai/gpt-4o-mini")
    assert main(["doctor", "-C", str(repo)]) == 1
    out = capsys.readouterr().out
    assert "FAIL  model" in out and "openai/gpt-4o-mini: no API key: set OPENAI_API_KEY" in out
    assert "builtin then llm" in out
    assert out.splitlines()[-1].startswith("selfheal: the configured heal cannot run here: fix ")


def test_key_values_are_never_printed(repo: Path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("SELFHEAL_MODEL", "openai/gpt-4o-mini")
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    checks = doctor.check_model(settings_in(repo))
    assert [c.status for c in checks] == ["ok", "ok"]
    assert "key variable is set" in checks[1].detail
    monkeypatch.setenv("SELFHEAL_API_KEY_ENV", "MY_MODEL_KEY")
    monkeypatch.setenv("MY_MODEL_KEY", SECRET)
    # a secret in an option value is redacted too
    monkeypatch.setenv("SELFHEAL_API_BASE", f"http://user:{SECRET}@127.0.0.1:9/v1")
    doctor.run_doctor(repo)
    out = capsys.readouterr().out
    assert "key variable MY_MODEL_KEY is set" in out
    assert SECRET not in out and "[REDACTED]" in out


def test_api_base_is_asked(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SELFHEAL_ENGINE", "llm")
    monkeypatch.setenv("SELFHEAL_MODEL", "openai/local")
    with FakeLLM([]) as fake:
        monkeypatch.setenv("SELFHEAL_API_BASE", fake.url)
        checks = doctor.check_model(settings_in(repo))
    assert checks[0].detail == "llm uses llm"
    assert [c.status for c in checks] == ["ok", "ok", "ok"]
    assert checks[2].detail.startswith(f"{fake.url} answers (HTTP ")
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    monkeypatch.setenv("SELFHEAL_API_BASE", f"http://127.0.0.1:{port}/v1")
    checks = doctor.check_model(settings_in(repo))
    assert checks[2].status == "FAIL" and "does not answer" in checks[2].detail


def test_options_show_their_source(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (repo / "pytest.ini").write_text("[pytest]\nselfheal_timeout = 30\n")
    monkeypatch.setenv("SELFHEAL_MAX_ITERS", "7")
    (repo / "sub").mkdir()
    lines = doctor.option_lines(settings_in(repo / "sub"))
    assert "  --selfheal-max-iters = 7 (env SELFHEAL_MAX_ITERS)" in lines
    assert "  --selfheal-timeout = 30.0 (ini selfheal_timeout)" in lines
    assert "  --selfheal-model = none (default)" in lines
    assert len(lines) == len(doctor.OPTIONS) - 1  # all but --selfheal itself


def test_bad_option_value_fails(repo: Path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("SELFHEAL_MAX_ITERS", "many")
    assert main(["doctor", "-C", str(repo)]) == 1
    out = capsys.readouterr().out
    assert "FAIL  options" in out
    assert "environment variable SELFHEAL_MAX_ITERS must be a whole number" in out


def test_extras_report_what_is_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "chromadb" else real(name, *a))
    checks = {c.name: c for c in doctor.check_extras()}
    assert set(checks) == {"extra llm", "extra memory", "extra docker", "extra action"}
    memory = checks["extra memory"]
    assert memory.status == "warn" and "chromadb missing" in memory.detail
    assert "pip install 'pytest-selfheal[memory]'" in memory.detail
    assert checks["extra llm"].status == "ok" and "litellm" in checks["extra llm"].detail


def test_doctor_runs_as_a_command(repo: Path) -> None:
    proc = subprocess.run([sys.executable, "-m", "pytest_selfheal.cli", "doctor"], cwd=repo,
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "selfheal doctor: " in proc.stdout
