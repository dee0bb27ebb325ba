"""Run test processes under bubblewrap: read-only root, no network, own pid namespace.

Only the heal run's temp dir (the worktree and its ``selfheal-*`` parent) is
writable, bound at the same absolute path so paths in argv and env (PYTHONPATH,
``SELFHEAL_RESULTS``) mean the same inside and out. ``/tmp`` is a fresh tmpfs, so
writes anywhere else either fail (read-only) or vanish with the sandbox.

The sandbox shares the host's files, so a bare ``python``/``python3`` in argv[0]
(what non-local callers pass) becomes this interpreter, ``sys.executable``.

Killing bwrap's process group on timeout is enough: ``--die-with-parent`` sends
SIGKILL to the namespace's init, which takes every process in it along.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from pytest_selfheal.sandbox.base import SandboxError
from pytest_selfheal.sandbox.local import DEFAULT_MEMORY_LIMIT, LocalSandbox

UNAVAILABLE = (
    "bwrap is not installed or cannot create namespaces here: "
    "install bubblewrap or use --selfheal-sandbox local"
)
MOUNT_PREFIX = "selfheal-"


def mount_root(cwd: Path) -> Path:
    """The directory to share read-write: the heal run's temp dir holding ``cwd``.

    That is the outermost ``selfheal-*`` ancestor directly inside the system temp
    dir, else the nearest ``selfheal-*`` ancestor, else ``cwd`` itself.
    """
    path = Path(os.path.realpath(cwd))
    tmp = Path(os.path.realpath(tempfile.gettempdir()))
    named = [p for p in (path, *path.parents) if p.name.startswith(MOUNT_PREFIX)]
    for p in named:
        if p.parent == tmp:
            return p
    return named[0] if named else path


class BwrapSandbox(LocalSandbox):
    """LocalSandbox (rlimits, own session, group kill on timeout) inside bwrap."""

    name = "bwrap"

    def __init__(
        self, memory_limit: int | None = DEFAULT_MEMORY_LIMIT, bwrap: str | None = None
    ) -> None:
        super().__init__(memory_limit)
        self.bwrap = bwrap or shutil.which("bwrap") or ""
        self._checked = False

    def check(self) -> None:
        """Raise SandboxError unless bwrap can create its namespaces here (checked once)."""
        if self._checked:
            return
        if not self.bwrap:
            raise SandboxError(UNAVAILABLE)
        argv = [self.bwrap, *self._options(Path(tempfile.gettempdir())), "--", "true"]
        try:
            probe = subprocess.run(argv, capture_output=True, timeout=30)
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise SandboxError(UNAVAILABLE) from exc
        if probe.returncode != 0:
            raise SandboxError(UNAVAILABLE)
        self._checked = True

    def wrap(self, argv: list[str], cwd: Path) -> list[str]:
        self.check()
        shared = mount_root(cwd)
        options = self._options(shared)
        if argv and argv[0] in ("python", "python3"):
            argv = [sys.executable, *argv[1:]]
        return [self.bwrap, *options, "--chdir", os.path.realpath(cwd), "--", *argv]

    @staticmethod
    def _options(shared: Path) -> list[str]:
        rw = str(shared)
        return [
            "--ro-bind", "/", "/",
            "--dev", "/dev",
            "--proc", "/proc",
            "--tmpfs", "/tmp",
            # the interpreter and its packages when they live under /tmp (a venv there)
            *_keep_under_tmp(),
            # after the tmpfs, so a worktree under /tmp stays the real one
            "--bind", rw, rw,
            "--unshare-net",
            "--unshare-pid",
            "--unshare-ipc",
            "--unshare-uts",
            "--die-with-parent",
            "--new-session",
        ]


def _keep_under_tmp() -> list[str]:
    """``--ro-bind`` options for the interpreter's own paths that the /tmp tmpfs would hide."""
    tmp = os.path.realpath(tempfile.gettempdir())
    roots = {os.path.realpath(p) for p in (sys.prefix, sys.base_prefix, sys.executable)}
    roots.update(os.path.realpath(p) for p in sys.path if p)
    keep: list[str] = []
    for path in sorted(roots):
        inside = path.startswith(tmp + os.sep) or path.startswith("/tmp/")
        if inside and os.path.exists(path) and not any(path.startswith(k + os.sep) for k in keep):
            keep.append(path)
    options: list[str] = []
    for path in keep:
        options += ["--ro-bind", path, path]
    return options
