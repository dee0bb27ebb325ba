"""Run test processes on this machine in their own session, with rlimits.

The whole process group is killed on timeout or Ctrl-C, so hanging code
(and anything it forked) never outlives the rerun.
"""

from __future__ import annotations

import os
import signal
import subprocess
import time
from pathlib import Path

from pytest_selfheal.sandbox.base import ProcResult

DEFAULT_MEMORY_LIMIT = 4 * 1024**3  # bytes of address space per test process


def _limits(memory: int | None):  # pragma: no cover - runs in the child
    def apply() -> None:
        import resource

        if memory:
            try:
                resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
            except (ValueError, OSError):
                pass
        try:  # no core dumps from crashing candidates
            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        except (ValueError, OSError):
            pass

    return apply


def kill_tree(proc: subprocess.Popen[bytes]) -> None:
    """SIGKILL the process group started for proc, then reap it."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    try:
        proc.wait(timeout=5)
    except subprocess.TimeoutExpired:  # pragma: no cover
        pass


class LocalSandbox:
    name = "local"

    def __init__(self, memory_limit: int | None = DEFAULT_MEMORY_LIMIT) -> None:
        self.memory_limit = memory_limit

    def wrap(self, argv: list[str], cwd: Path) -> list[str]:
        return argv

    def popen(self, argv: list[str], cwd: Path, env: dict[str, str]) -> subprocess.Popen[bytes]:
        return subprocess.Popen(
            self.wrap(argv, cwd),
            cwd=cwd,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,
            preexec_fn=_limits(self.memory_limit),
        )

    def run(self, argv: list[str], cwd: Path, env: dict[str, str], timeout: float) -> ProcResult:
        start = time.monotonic()
        proc = subprocess.Popen(
            self.wrap(argv, cwd),
            cwd=cwd,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,
            preexec_fn=_limits(self.memory_limit),
        )
        try:
            out, err = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            kill_tree(proc)
            out, err = proc.communicate()
            return ProcResult(None, _txt(out), _txt(err), time.monotonic() - start, timed_out=True)
        except KeyboardInterrupt:
            kill_tree(proc)
            raise
        finally:
            # Reap anything the tests forked into the same group.
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        return ProcResult(proc.returncode, _txt(out), _txt(err), time.monotonic() - start)

    def close(self) -> None:
        pass


def _txt(data: bytes | None) -> str:
    return (data or b"").decode("utf-8", errors="replace")
