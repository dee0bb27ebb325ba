"""Run test processes inside one long-lived Docker container per heal run.

The container starts lazily on the first ``run``/``popen``, because what to
mount depends on where the worktree is: the heal run's ``selfheal-*`` temp dir
holding ``cwd`` (see ``bwrap.mount_root``) is bound read-write at the same
absolute (symlink-resolved) path, so argv, PYTHONPATH and ``SELFHEAL_RESULTS``
need no translation. A later ``cwd`` outside it is a SandboxError. The
container has no network (``network_mode="none"``), a read-only root with a
fresh ``/tmp``, memory and pid limits, and runs as the current uid:gid so files
it writes in the worktree stay the user's.

Which Python runs the tests (``python="auto"``):

* the image's ``python3`` when it can ``import pytest, pytest_selfheal``: an
  image built for the project (pytest, the project's test dependencies and
  pytest-selfheal installed) is used as it is;
* otherwise the host interpreter at its own path. The host's ``sys.prefix`` and
  ``sys.base_prefix`` (and the directory pytest-selfheal is imported from, for
  editable installs) are mounted read-only at the same paths, so the tests see
  exactly the packages they see outside. That needs only a C library compatible
  with the host's in the image (``python:3.11-slim`` or any Debian/Ubuntu image
  works for a host on a similar distribution), not a custom image. Prefixes that
  are system directories (``/usr``, ``/usr/local``) are never mounted, since they
  would hide the image's own files; such hosts need an image with pytest.

Each command runs under a small Python runner in the container that puts it in
its own session and SIGKILLs that whole process group at the timeout; should
the runner itself hang, the host removes the container HOST_GRACE seconds later
(the next command starts a fresh one). Warm
workers (``popen``) go through ``docker exec -i`` (the CLI). ``close()`` removes
the container with everything still running in it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

from pytest_selfheal.sandbox.base import ProcResult, SandboxError
from pytest_selfheal.sandbox.bwrap import mount_root

DEFAULT_IMAGE = "python:3.11-slim"
DEFAULT_MEMORY = "4g"
DEFAULT_PIDS = 1024
LABEL = "pytest-selfheal"
KILLED_MARK = "selfheal-sandbox: killed at timeout"
TIMEOUT_EXIT = 124
# Host-side slack over the in-container timeout before the container itself is removed.
HOST_GRACE = 30.0
SYSTEM_DIRS = frozenset({"/", "/usr", "/usr/local", "/bin", "/lib", "/lib64", "/etc", "/var",
                         "/opt", "/home", "/root", "/tmp", "/srv", "/sbin"})

# Runs argv in its own session; on timeout SIGKILLs the whole group.
RUNNER = f"""
import os, signal, subprocess, sys
t = float(sys.argv[1])
try:
    import resource
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
except (ImportError, ValueError, OSError):
    pass
try:
    p = subprocess.Popen(sys.argv[2:], start_new_session=True)
except OSError as e:
    sys.stderr.write("cannot start %s: %s\\n" % (sys.argv[2], e))
    sys.exit(127)
try:
    rc = p.wait(t)
except subprocess.TimeoutExpired:
    os.killpg(p.pid, signal.SIGKILL)
    p.wait()
    sys.stderr.write("\\n{KILLED_MARK}\\n")
    sys.exit({TIMEOUT_EXIT})
try:
    os.killpg(p.pid, signal.SIGKILL)
except OSError:
    pass
sys.exit(rc if rc >= 0 else 128 - rc)
"""

PROBE_IMAGE_PYTHON = "import sys, pytest, pytest_selfheal; print(sys.executable)"


def python_mounts() -> list[str]:
    """Host paths to mount read-only so the host interpreter runs in the container."""
    paths = [sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix]
    import pytest_selfheal

    paths.append(str(Path(pytest_selfheal.__file__).resolve().parent.parent))
    out: list[str] = []
    for raw in paths:
        path = os.path.realpath(raw)
        if path in SYSTEM_DIRS or not os.path.isdir(path):
            continue
        if any(path == o or path.startswith(o + os.sep) for o in out):
            continue
        out = [o for o in out if not o.startswith(path + os.sep)] + [path]
    return out


class DockerSandbox:
    """One container per heal run; commands are ``docker exec``'d into it."""

    name = "docker"

    def __init__(
        self,
        image: str | None = None,
        *,
        python: str = "auto",
        mem_limit: str = DEFAULT_MEMORY,
        pids_limit: int = DEFAULT_PIDS,
    ) -> None:
        self.image = image or DEFAULT_IMAGE
        self.python_mode = python  # "auto", "image" or "host"
        self.mem_limit = mem_limit
        self.pids_limit = pids_limit
        self.mount: Path | None = None
        self.python: str | None = None  # interpreter path inside the container
        self._client: Any = None
        self._container: Any = None

    # public API

    @property
    def container_id(self) -> str | None:
        return self._container.id if self._container is not None else None

    def run(self, argv: list[str], cwd: Path, env: dict[str, str], timeout: float) -> ProcResult:
        start = time.monotonic()
        exec_id = self._exec_create(argv, cwd, env, timeout)
        api = self._client.api
        box: dict[str, Any] = {}

        def read() -> None:
            try:
                box["out"] = api.exec_start(exec_id, demux=True)
            except Exception as exc:  # engine gone, container removed under us
                box["error"] = exc

        # The runner kills at the timeout; the host only steps in if the runner is stuck.
        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        try:
            reader.join(timeout + HOST_GRACE)
        except KeyboardInterrupt:
            self.close()  # the only sure way to stop what the exec started
            raise
        if reader.is_alive():
            self.close()
            return ProcResult(None, "", "", time.monotonic() - start, timed_out=True)
        if "error" in box:
            self.close()
            raise SandboxError(
                f"lost the {self.image} container while running: {_first_line(box['error'])}"
            ) from box["error"]
        out, err = box["out"]
        duration = time.monotonic() - start
        rc = api.exec_inspect(exec_id).get("ExitCode")
        stdout, stderr = _txt(out), _txt(err)
        if rc == TIMEOUT_EXIT and KILLED_MARK in stderr:
            stderr = stderr.replace("\n" + KILLED_MARK + "\n", "")
            return ProcResult(None, stdout, stderr, duration, timed_out=True)
        return ProcResult(rc, stdout, stderr, duration)

    def popen(self, argv: list[str], cwd: Path, env: dict[str, str]) -> subprocess.Popen[bytes]:
        container = self._ensure(cwd)
        cli = shutil.which("docker")
        if cli is None:
            raise SandboxError(
                "the docker CLI is not on PATH (warm workers use `docker exec -i`): install it"
            )
        # -e KEY without a value takes it from the CLI's environment: no secrets in argv.
        flags = [f for key in env for f in ("-e", key)]
        cmd = [cli, "exec", "-i", "-w", os.path.realpath(cwd), "-u", _user(), *flags,
               container.id, *self._argv(argv)]
        return subprocess.Popen(
            cmd, env={**os.environ, **env}, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, start_new_session=True,
        )

    def close(self) -> None:
        container, self._container = self._container, None
        self.python = None
        if container is not None:
            try:
                container.remove(force=True)
            except Exception:  # already gone, engine stopped: nothing left to clean
                pass
        if self._client is not None:
            try:
                self._client.close()
            except Exception:
                pass
            self._client = None

    # internals

    def _exec_create(self, argv: list[str], cwd: Path, env: dict[str, str], timeout: float) -> str:
        """Create the exec; a container that died (OOM, engine restart) is started afresh once."""
        for attempt in (1, 2):
            container = self._ensure(cwd)
            cmd = [self.python or "python3", "-c", RUNNER, f"{timeout:.3f}", *self._argv(argv)]
            try:
                return str(self._client.api.exec_create(
                    container.id, cmd, stdin=False, stdout=True, stderr=True,
                    environment=dict(env), workdir=os.path.realpath(cwd), user=_user(),
                )["Id"])
            except Exception as exc:  # NotFound, "container is not running", engine gone
                self.close()
                if attempt == 2:
                    raise SandboxError(
                        f"cannot run in the {self.image} container: {_first_line(exc)}"
                    ) from exc
        raise AssertionError("unreachable")  # pragma: no cover

    def _argv(self, argv: list[str]) -> list[str]:
        if argv and argv[0] in _python_names():
            return [self.python or "python3", *argv[1:]]
        return list(argv)

    def _ensure(self, cwd: Path) -> Any:
        root = mount_root(cwd)
        if self._container is not None:
            assert self.mount is not None
            real = os.path.realpath(cwd)
            if real != str(self.mount) and not real.startswith(str(self.mount) + os.sep):
                raise SandboxError(
                    f"{real} is outside the directory mounted in the container ({self.mount}): "
                    "use one DockerSandbox per heal run"
                )
            return self._container
        client = self._connect()
        try:
            self._start(client, root)
            self.python = self._pick_python()
        except BaseException:
            self.close()
            raise
        return self._container

    def _connect(self) -> Any:
        try:
            import docker
        except ImportError as exc:
            raise SandboxError(
                "the Docker SDK is not installed: pip install 'pytest-selfheal[docker]'"
            ) from exc
        try:
            client = docker.from_env()
            client.ping()
        except Exception as exc:
            raise SandboxError(
                "cannot reach the Docker engine: start Docker or use --selfheal-sandbox local"
            ) from exc
        self._client = client
        return client

    def _start(self, client: Any, root: Path) -> None:
        import docker.errors

        try:
            client.images.get(self.image)
        except docker.errors.ImageNotFound as exc:
            raise SandboxError(
                f"image {self.image} not found: build or pull it (docker pull {self.image})"
            ) from exc
        volumes: dict[str, dict[str, str]] = {str(root): {"bind": str(root), "mode": "rw"}}
        if self.python_mode != "image":
            for path in python_mounts():
                if path not in volumes:
                    volumes[path] = {"bind": path, "mode": "ro"}
        try:
            self._container = client.containers.run(
                self.image, command=["sleep", "infinity"], detach=True, init=True,
                network_mode="none", mem_limit=self.mem_limit, pids_limit=self.pids_limit,
                read_only=True, tmpfs={"/tmp": "rw,exec,mode=1777"}, volumes=volumes,
                working_dir=str(root), user=_user(), labels={LABEL: "1"},
            )
        except docker.errors.DockerException as exc:
            raise SandboxError(
                f"cannot start a container from {self.image}: {_first_line(exc)}"
            ) from exc
        self.mount = root

    def _pick_python(self) -> str:
        """The interpreter to run in the container, per the docstring's rules."""
        if self.python_mode in ("auto", "image"):
            found = self._probe(["python3", "-c", PROBE_IMAGE_PYTHON])
            if found:
                return found
            if self.python_mode == "image":
                raise SandboxError(
                    f"image {self.image} has no python3 that can import pytest and "
                    "pytest_selfheal: install them (and your test dependencies) in the image"
                )
        host = sys.executable
        if self._probe([host, "-c", "import pytest, pytest_selfheal; print('ok')"]):
            return host
        raise SandboxError(
            f"image {self.image} has no python3 with pytest and the host Python cannot run in "
            "it: use an image with pytest, pytest-selfheal and your test dependencies"
        )

    def _probe(self, cmd: list[str]) -> str:
        """The last line cmd prints in the container, '' when it fails."""
        try:
            code, out = self._container.exec_run(cmd, user=_user(), environment={})
        except Exception:
            return ""
        lines = _txt(out).strip().splitlines()
        return lines[-1].strip() if code == 0 and lines else ""


def _python_names() -> set[str]:
    return {sys.executable, os.path.realpath(sys.executable), "python", "python3"}


def _user() -> str:
    return f"{os.getuid()}:{os.getgid()}"


def _first_line(exc: BaseException) -> str:
    lines = str(exc).strip().splitlines()
    return lines[0][:300] if lines else type(exc).__name__


def _txt(data: bytes | None) -> str:
    return (data or b"").decode("utf-8", errors="replace")
