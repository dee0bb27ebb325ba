"""The bwrap and Docker sandboxes: results reach the worktree, no network, hangs die.

bwrap tests skip where bwrap cannot create namespaces; Docker tests (marked
``docker``) skip only when no Docker engine answers. The Docker image is built
locally from host files by ``tests/docker_image.py`` and cached by tag.
"""

from __future__ import annotations

import json
import os
import socket
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from pytest_selfheal.sandbox.base import SandboxError
from pytest_selfheal.sandbox.bwrap import UNAVAILABLE, BwrapSandbox, mount_root
from pytest_selfheal.sandbox.docker import LABEL, DockerSandbox
from pytest_selfheal.sandbox.local import LocalSandbox

TESTS = """
def test_ok():
    assert 1 + 1 == 2

def test_bad():
    assert 1 + 1 == 3
"""

PROBE_NET = """
import socket, sys
try:
    socket.create_connection(("127.0.0.1", int(sys.argv[1])), timeout=3).close()
    print("connected")
except OSError as exc:
    print("blocked", type(exc).__name__)
"""

HANG = """
import subprocess, sys, time
subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)", sys.argv[1]])
print("started", flush=True)
time.sleep(600)
"""

ALIVE = """
import os, sys
for pid in os.listdir("/proc"):
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            if sys.argv[1][::-1].encode() in f.read().split(b"\\0")[1:]:
                print("alive", pid)
    except OSError:
        pass
print("done")
"""


def make_worktree(root: Path) -> Path:
    wt = root / f"wt-{uuid.uuid4().hex[:8]}"
    (wt / ".selfheal").mkdir(parents=True)
    (wt / "test_sample.py").write_text(TESTS, encoding="utf-8")
    return wt


def child_env(wt: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "COV_"))}
    env["SELFHEAL_RESULTS"] = str(wt / ".selfheal" / "results.json")
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"  # speed; the result plugin is loaded by -p
    env["PYTHONPATH"] = str(wt)
    return env


def pytest_argv(*nodeids: str) -> list[str]:
    return [sys.executable, "-m", "pytest", "-p", "pytest_selfheal.resultplugin",
            "-p", "no:cacheprovider", "-q", "--no-header", *nodeids]


def bwrap_works() -> bool:
    try:
        BwrapSandbox().check()
    except SandboxError:
        return False
    return True


needs_bwrap = pytest.mark.skipif(not bwrap_works(), reason=UNAVAILABLE)


# ---------------------------------------------------------------- fixtures


@pytest.fixture(scope="module")
def docker_client() -> Iterator[Any]:
    try:
        import docker

        client = docker.from_env()
        client.ping()
    except Exception as exc:  # no SDK, no engine
        pytest.skip(f"no Docker engine answers: {str(exc).splitlines()[0][:120]}")
    yield client
    client.close()


@pytest.fixture(scope="module")
def docker_image(docker_client: Any) -> str:
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "selfheal_docker_image", Path(__file__).with_name("docker_image.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return str(module.ensure_image(docker_client))


@pytest.fixture(scope="module")
def docker_box(
    docker_image: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[DockerSandbox, Path]]:
    box = DockerSandbox(docker_image)
    yield box, tmp_path_factory.mktemp("selfheal-docker")
    box.close()


@pytest.fixture(params=["bwrap", pytest.param("docker", marks=pytest.mark.docker)])
def boxed(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[Any, Path]:
    """(sandbox, worktree) for each sandbox kind."""
    if request.param == "docker":
        box, root = request.getfixturevalue("docker_box")
        return box, make_worktree(root)
    if not bwrap_works():
        pytest.skip(UNAVAILABLE)
    return BwrapSandbox(), make_worktree(tmp_path / "selfheal-run")


@pytest.fixture
def listener() -> Iterator[int]:
    """A TCP listener on 127.0.0.1 in this (outer) network namespace."""
    srv = socket.socket()
    srv.bind(("127.0.0.1", 0))
    srv.listen(4)
    yield srv.getsockname()[1]
    srv.close()


# ---------------------------------------------------------------- mount_root


def test_mount_root_is_nearest_selfheal_dir(tmp_path: Path) -> None:
    wt = tmp_path / "selfheal-abc" / "wt" / "pkg"
    wt.mkdir(parents=True)
    assert mount_root(wt) == (tmp_path / "selfheal-abc").resolve()


def test_mount_root_prefers_the_run_dir_in_the_temp_dir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("tempfile.gettempdir", lambda: str(tmp_path))
    wt = tmp_path / "selfheal-run" / "selfheal-rerun-1" / "wt"
    wt.mkdir(parents=True)
    assert mount_root(wt) == (tmp_path / "selfheal-run").resolve()


def test_mount_root_falls_back_to_cwd(tmp_path: Path) -> None:
    assert mount_root(tmp_path) == tmp_path.resolve()


# ---------------------------------------------------------------- both sandboxes


def test_pytest_results_land_in_the_worktree(boxed: tuple[Any, Path]) -> None:
    box, wt = boxed
    results = wt / ".selfheal" / "results.json"
    passing = box.run(pytest_argv("test_sample.py::test_ok"), wt, child_env(wt), 120)
    assert passing.returncode == 0, passing.stdout + passing.stderr
    assert json.loads(results.read_text())["outcomes"] == {"test_sample.py::test_ok": "passed"}
    results.unlink()
    failing = box.run(pytest_argv("test_sample.py::test_bad"), wt, child_env(wt), 120)
    assert failing.returncode == 1, failing.stdout + failing.stderr
    assert "assert (1 + 1) == 3" in failing.stdout
    data = json.loads(results.read_text())
    assert data["outcomes"] == {"test_sample.py::test_bad": "failed"}
    assert results.stat().st_uid == os.getuid()


def test_network_is_blocked(boxed: tuple[Any, Path], listener: int) -> None:
    box, wt = boxed
    argv = [sys.executable, "-c", PROBE_NET, str(listener)]
    outside = LocalSandbox().run(argv, wt, child_env(wt), 30)
    assert outside.stdout.strip() == "connected"  # the probe itself works
    inside = box.run(argv, wt, child_env(wt), 30)
    assert inside.returncode == 0, inside.stderr
    assert inside.stdout.startswith("blocked"), inside.stdout


def test_hang_is_killed_with_its_children(boxed: tuple[Any, Path]) -> None:
    box, wt = boxed
    marker = f"selfheal-hang-{uuid.uuid4().hex}"
    res = box.run([sys.executable, "-c", HANG, marker], wt, child_env(wt), 2)
    assert res.timed_out and res.returncode is None
    assert "started" in res.stdout
    # Killed, but reaping may trail the kill briefly: look a few times.
    probe = [sys.executable, "-c", ALIVE, marker[::-1]]  # reversed: not matching itself
    runner = box if isinstance(box, DockerSandbox) else LocalSandbox()
    for _ in range(50):
        seen = runner.run(probe, wt, child_env(wt), 30).stdout
        if "alive" not in seen:
            break
        time.sleep(0.1)
    assert seen.strip() == "done"


def test_popen_talks_over_pipes(boxed: tuple[Any, Path]) -> None:
    box, wt = boxed
    code = "import os, sys; print(os.getcwd(), os.environ['SELFHEAL_RESULTS'], input())"
    proc = box.popen(["python", "-c", code], wt, child_env(wt))
    out, err = proc.communicate(b"ping\n", timeout=60)
    assert proc.returncode == 0, err
    assert out.decode().split() == [str(wt.resolve()), str(wt / ".selfheal/results.json"), "ping"]


def test_bare_python_means_the_host_interpreter(boxed: tuple[Any, Path]) -> None:
    # bwrap shares the host's files; the test image has no Python of its own.
    box, wt = boxed
    res = box.run(["python", "-c", "import sys; print(sys.executable)"], wt, child_env(wt), 60)
    assert res.stdout.strip() == sys.executable, res.stderr


# ---------------------------------------------------------------- bwrap only


@needs_bwrap
def test_bwrap_writes_only_to_the_run_dir(tmp_path: Path) -> None:
    wt = make_worktree(tmp_path / "selfheal-run")
    ro_target = Path(sys.prefix) / f"selfheal-probe-{uuid.uuid4().hex}"
    code = (
        "import sys\n"
        "for path in sys.argv[1:]:\n"
        "    try:\n"
        "        open(path, 'w').write('x')\n"
        "        print('wrote', path)\n"
        "    except OSError as exc:\n"
        "        print('denied', path, exc.errno)\n"
    )
    outside_tmp = tmp_path / "outside.txt"
    inside = wt / "inside.txt"
    try:
        res = BwrapSandbox().run(
            [sys.executable, "-c", code, str(ro_target), str(outside_tmp), str(inside)],
            wt, child_env(wt), 30,
        )
        assert f"denied {ro_target} 30" in res.stdout  # EROFS
        assert not outside_tmp.exists()  # /tmp is the sandbox's own tmpfs
        assert inside.read_text() == "x"
    finally:
        ro_target.unlink(missing_ok=True)


def test_bwrap_missing_gives_one_line(tmp_path: Path) -> None:
    box = BwrapSandbox(bwrap=str(tmp_path / "no-bwrap"))
    with pytest.raises(SandboxError) as info:
        box.run(["true"], tmp_path, {}, 5)
    assert str(info.value) == UNAVAILABLE
    assert "\n" not in str(info.value)


# ---------------------------------------------------------------- docker only


def test_docker_sdk_missing(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setitem(sys.modules, "docker", None)
    with pytest.raises(SandboxError, match=r"pip install 'pytest-selfheal\[docker\]'"):
        DockerSandbox().run(["true"], tmp_path, {}, 5)


def test_docker_engine_unreachable(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    pytest.importorskip("docker")
    monkeypatch.setenv("DOCKER_HOST", f"unix://{tmp_path}/no-docker.sock")
    with pytest.raises(SandboxError) as info:
        DockerSandbox().run(["true"], tmp_path, {}, 5)
    assert str(info.value) == (
        "cannot reach the Docker engine: start Docker or use --selfheal-sandbox local"
    )


@pytest.mark.docker
def test_docker_missing_image(docker_client: Any, tmp_path: Path) -> None:
    image = f"selfheal-missing-{uuid.uuid4().hex[:8]}:nope"
    box = DockerSandbox(image)
    with pytest.raises(SandboxError) as info:
        box.run(["true"], make_worktree(tmp_path / "selfheal-x"), {}, 5)
    assert str(info.value) == f"image {image} not found: build or pull it (docker pull {image})"
    assert box.container_id is None


@pytest.mark.docker
def test_docker_close_removes_the_container(
    docker_client: Any, docker_image: str, tmp_path: Path
) -> None:
    import docker.errors

    wt = make_worktree(tmp_path / "selfheal-x")
    box = DockerSandbox(docker_image)
    res = box.run([sys.executable, "-c", "print('hi')"], wt, child_env(wt), 60)
    assert res.stdout == "hi\n"
    cid = box.container_id
    assert cid is not None
    container = docker_client.containers.get(cid)
    assert container.labels.get(LABEL) == "1"
    assert container.attrs["HostConfig"]["NetworkMode"] == "none"
    box.close()
    with pytest.raises(docker.errors.NotFound):
        docker_client.containers.get(cid)
    box.close()  # twice is fine


@pytest.mark.docker
def test_docker_rejects_a_cwd_outside_the_mount(
    docker_box: tuple[DockerSandbox, Path], tmp_path: Path
) -> None:
    box, root = docker_box
    box.run(["true"], make_worktree(root), {}, 30)
    with pytest.raises(SandboxError, match="outside the directory mounted"):
        box.run(["true"], tmp_path, {}, 30)


@pytest.mark.docker
def test_docker_restarts_a_container_that_died(
    docker_client: Any, docker_image: str, tmp_path: Path
) -> None:
    wt = make_worktree(tmp_path / "selfheal-x")
    box = DockerSandbox(docker_image)
    try:
        assert box.run(["true"], wt, child_env(wt), 30).returncode == 0
        first = box.container_id
        docker_client.containers.get(first).remove(force=True)
        res = box.run([sys.executable, "-c", "print('back')"], wt, child_env(wt), 60)
        assert res.stdout == "back\n"
        assert box.container_id not in (None, first)
    finally:
        box.close()


@pytest.mark.docker
def test_docker_host_guard_removes_a_stuck_container(
    docker_client: Any, docker_image: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import docker.errors

    import pytest_selfheal.sandbox.docker as docker_sandbox

    # A runner that never kills: only the host-side guard can end the hang.
    stuck = "import subprocess, sys; sys.exit(subprocess.call(sys.argv[2:]))"
    monkeypatch.setattr(docker_sandbox, "RUNNER", stuck)
    monkeypatch.setattr(docker_sandbox, "HOST_GRACE", 0.5)
    wt = make_worktree(tmp_path / "selfheal-x")
    box = DockerSandbox(docker_image)
    try:
        box.run(["true"], wt, child_env(wt), 30)
        cid = box.container_id
        res = box.run([sys.executable, "-c", "import time; time.sleep(600)"], wt, {}, 1)
        assert res.timed_out and res.returncode is None
        assert box.container_id is None
        with pytest.raises(docker.errors.NotFound):
            docker_client.containers.get(cid)
    finally:
        box.close()
