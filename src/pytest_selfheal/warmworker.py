"""Validate repair candidates fast: the client of the warm fork server.

``WarmWorker`` starts ``python -m pytest_selfheal.warmserver`` through
``sandbox.popen`` (so it runs inside whatever sandbox the loop uses), sends one
JSON request per candidate and reads the verdict. If the server cannot start it
falls back to ``run_fresh``: a fresh ``python -m pytest`` process per candidate,
which the benchmarks also use as the baseline for throughput.
"""

from __future__ import annotations

import json
import os
import select
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from pytest_selfheal.warmserver import (  # noqa: F401 - re-exported for callers
    PYTEST_ARGS,
    SKIP_DIRS,
    STOPPED,
    external_imports,
    short_error,
)

if TYPE_CHECKING:
    from pytest_selfheal.sandbox.base import Sandbox

Status = Literal["passed", "failed", "timeout", "error"]
START_TIMEOUT = 60.0  # seconds for the server to import everything and say it is ready
REPLY_GRACE = 15.0  # extra seconds the client waits beyond a request's own timeout
SERVER_MODULE = "pytest_selfheal.warmserver"


@dataclass
class CandidateResult:
    status: Status
    duration: float
    failed_nodeid: str | None = None
    message: str = ""


def calibrate_timeout(baseline_seconds: float, floor: float = 2.0, factor: float = 5.0) -> float:
    """A per-candidate timeout: generous for slow correct code, short for infinite loops."""
    if not baseline_seconds or baseline_seconds != baseline_seconds or baseline_seconds < 0:
        return floor
    return max(floor, baseline_seconds * factor)


def python_for(sandbox: Sandbox) -> str:
    """Our interpreter on the local sandbox; the image's ``python`` elsewhere."""
    return sys.executable if getattr(sandbox, "name", "") == "local" else "python"


def worker_env(env: dict[str, str]) -> dict[str, str]:
    """The environment for candidate runs: never write bytecode."""
    out = dict(env)
    out["PYTHONDONTWRITEBYTECODE"] = "1"
    return out


# ---------------------------------------------------------------- client side


class _Died(Exception):
    """The server process is gone or stopped answering."""


class WarmWorker:
    """Client of one fork server rooted at ``root``; ``run`` validates one candidate."""

    def __init__(
        self,
        root: Path,
        sandbox: Sandbox,
        env: dict[str, str],
        *,
        reporter: Callable[[str], None] | None = None,
        start_timeout: float = START_TIMEOUT,
    ) -> None:
        self.root = Path(root)
        self.sandbox = sandbox
        self.env = worker_env(env)
        self.reporter = reporter
        self.start_timeout = start_timeout
        self.fallback_reason: str | None = None  # set once we validate in fresh processes
        self.restarts = 0
        self._died: str | None = None
        self._proc: subprocess.Popen[bytes] | None = None
        self._buf = b""
        self._seq = 0
        self._launched = False  # popen done by launch(), greeting not read yet
        # (ids, seconds): these tests are stopped once their call runs that long (hangstop)
        self.stop_after: tuple[list[str], float] | None = None

    def __enter__(self) -> WarmWorker:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def warm(self) -> bool:
        """The server runs and has said it is ready."""
        return self._proc is not None and self._proc.poll() is None and not self._launched

    def ready_now(self) -> bool:
        """Warm, without waiting: reads the greeting if it has arrived (a cold slot joins
        the search only once this is true)."""
        if self.warm:
            return True
        proc = self._proc
        if not self._launched or proc is None or proc.poll() is not None or proc.stdout is None:
            return False
        try:
            ready, _, _ = select.select([proc.stdout.fileno()], [], [], 0)
            if ready:
                chunk = os.read(proc.stdout.fileno(), 65536)
                if not chunk:
                    return False  # it died: start() restarts it or falls back
                self._buf += chunk
        except OSError:
            return False
        while b"\n" in self._buf:
            line, rest = self._buf.split(b"\n", 1)
            try:
                greeting = json.loads(line)
            except ValueError:
                greeting = None
            if not isinstance(greeting, dict):
                self._buf = rest  # stray output, as _recv skips it
                continue
            if greeting.get("ready"):
                self._buf = rest
                self._launched = False
                return True
            return False  # an error greeting: start() reads it and reports it
        return False

    def died_starting(self) -> bool:
        """Launched, but the process is gone before its greeting (or never started)."""
        return self._launched and (self._proc is None or self._proc.poll() is not None)

    def start(self) -> None:
        """Start the server unless it runs; on failure switch to fresh processes and say so."""
        if self.warm or self.fallback_reason is not None:
            return
        launched = self._launched and self._proc is not None and self._proc.poll() is None
        if not launched and (self._proc is not None or self._died is not None):
            why = self._died or f"exit code {self._proc.poll() if self._proc else None}"
            self._kill()
            self._died = None
            self.restarts += 1
            self._say(f"selfheal: warm worker died ({why}); restarting it")
        try:
            self._spawn()
        except _Died as exc:
            self._kill()
            self.fallback_reason = str(exc)
            self._say(f"selfheal: warm worker unavailable ({exc}); "
                      "validating each candidate in a fresh pytest process")

    def run(self, nodeids: list[str], timeout: float) -> CandidateResult:
        """Run nodeids on the tree at root, stopping at the first failure.

        A dead server is restarted once and the run retried; after that (or when
        it cannot start at all) the candidate runs in a fresh pytest process.
        """
        for _ in range(2):
            self.start()
            if self.fallback_reason is not None:
                break
            try:
                return self._request(nodeids, timeout)
            except _Died as exc:
                self._kill()
                self._died = str(exc)
        return run_fresh(self.root, self.sandbox, self.env, nodeids, timeout, self.stop_after)

    def close(self) -> None:
        """Ask the server to exit; one still warming up is not waited for (it would read
        the request only once its imports are done): it is killed at once."""
        warm = self.ready_now()
        proc, self._proc = self._proc, None
        if proc is None:
            return
        try:
            if proc.stdin is not None and proc.poll() is None:
                proc.stdin.write(b'{"op": "exit"}\n')
                proc.stdin.close()
            if warm:
                proc.wait(timeout=2)
        except (OSError, ValueError, subprocess.TimeoutExpired):
            pass
        self._reap(proc)

    # internals

    def _say(self, line: str) -> None:
        if self.reporter is not None:
            self.reporter(line)

    def launch(self) -> None:
        """Start the server process without waiting for it: it warms up in the background.

        ``start``/``run`` later wait for its greeting. Errors surface there, not here.
        """
        if self._proc is not None or self.fallback_reason is not None:
            return
        try:
            self._popen()
        except _Died:
            self._proc = None

    def _popen(self) -> None:
        argv = [python_for(self.sandbox), "-m", SERVER_MODULE, "--root", str(self.root)]
        try:
            self._proc = self.sandbox.popen(argv, self.root, self.env)
        except Exception as exc:  # sandbox errors, missing interpreter, ...
            raise _Died(f"cannot start: {exc}") from exc
        self._buf = b""
        self._launched = True

    def _spawn(self) -> None:
        if not (self._launched and self._proc is not None and self._proc.poll() is None):
            self._popen()
        self._launched = False
        reply = self._recv(time.monotonic() + self.start_timeout)
        if reply is None:
            raise _Died(f"not ready after {self.start_timeout:.0f}s")
        if not reply.get("ready"):
            raise _Died(str(reply.get("error", "bad greeting")))

    def _request(self, nodeids: list[str], timeout: float) -> CandidateResult:
        proc = self._proc
        if proc is None or proc.stdin is None:
            raise _Died("not running")
        self._seq += 1
        req: dict[str, Any] = {"id": self._seq, "nodeids": nodeids, "timeout": timeout,
                               "cwd": str(self.root)}
        if self.stop_after is not None:
            req["stop_ids"], req["test_seconds"] = self.stop_after
        try:
            proc.stdin.write(json.dumps(req).encode() + b"\n")
            proc.stdin.flush()
            deadline = time.monotonic() + timeout + REPLY_GRACE
            while True:
                reply = self._recv(deadline)
                if reply is None:
                    raise _Died(f"no reply within {timeout + REPLY_GRACE:.0f}s")
                if reply.get("id") == self._seq:
                    break
        except (BrokenPipeError, OSError) as exc:
            raise _Died(str(exc)) from exc
        except KeyboardInterrupt:
            self._kill()
            raise
        return CandidateResult(
            status=reply.get("status", "error"),
            duration=float(reply.get("duration", 0.0)),
            failed_nodeid=reply.get("failed_nodeid"),
            message=str(reply.get("message", "")),
        )

    def _recv(self, deadline: float) -> dict[str, Any] | None:
        """The next JSON line from the server, None on timeout; _Died on EOF."""
        proc = self._proc
        if proc is None or proc.stdout is None:
            raise _Died("not running")
        fd = proc.stdout.fileno()
        while True:
            while b"\n" in self._buf:
                line, self._buf = self._buf.split(b"\n", 1)
                try:
                    msg = json.loads(line)
                except ValueError:
                    continue  # stray output; the protocol lines are JSON objects
                if isinstance(msg, dict):
                    return msg
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            ready, _, _ = select.select([fd], [], [], left)
            if not ready:
                continue
            chunk = os.read(fd, 65536)
            if not chunk:
                raise _Died(f"exited with code {proc.poll()}: {self._stderr_tail()}")
            self._buf += chunk

    def _stderr_tail(self) -> str:
        proc = self._proc
        if proc is None or proc.stderr is None:
            return ""
        try:
            proc.wait(timeout=2)
            err = proc.stderr.read().decode("utf-8", "replace").strip().splitlines()
        except (OSError, ValueError, subprocess.TimeoutExpired):
            return ""
        return err[-1][:300] if err else "no output"

    def _kill(self) -> None:
        proc, self._proc = self._proc, None
        if proc is not None:
            self._reap(proc)

    @staticmethod
    def _reap(proc: subprocess.Popen[bytes]) -> None:
        if proc.poll() is None:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                proc.kill()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:  # pragma: no cover
            pass
        for stream in (proc.stdin, proc.stdout, proc.stderr):
            if stream is not None:
                try:
                    stream.close()
                except OSError:
                    pass


def run_fresh(
    root: Path, sandbox: Sandbox, env: dict[str, str], nodeids: list[str], timeout: float,
    stop_after: tuple[list[str], float] | None = None,
) -> CandidateResult:
    """Validate in a fresh ``python -m pytest`` process (the slow, robust path).

    ``stop_after`` (ids, seconds) stops those tests once their call runs that long, as
    the warm server does (``pytest_selfheal.hangstop``): a verdict of "timeout".
    """
    from pytest_selfheal import hangstop
    from pytest_selfheal.useropts import args_from_env

    _drop_bytecode(Path(root))
    run_env = worker_env(env)
    if stop_after is not None:
        run_env.update(hangstop.stop_env(*stop_after))
    stop = hangstop.PLUGIN_ARGS if stop_after is not None else []
    argv = [python_for(sandbox), "-m", "pytest", *args_from_env(env), *PYTEST_ARGS, *stop,
            "-rfE", "--no-header", "--rootdir", str(root), *nodeids]
    res = sandbox.run(argv, Path(root), run_env, timeout)
    if res.timed_out:
        return CandidateResult("timeout", res.duration, message=f"no result within {timeout:.1f}s")
    lines = res.stdout.splitlines()
    for line in lines:
        for word in ("FAILED ", "ERROR "):
            if line.startswith(word):
                nodeid, _, msg = line[len(word):].partition(" - ")
                msg = msg.strip()[:500] or short_error(res.stdout)
                if STOPPED in msg and stop_after is not None:
                    return CandidateResult("timeout", res.duration, nodeid.strip(),
                                           f"stopped after {stop_after[1]:g} s")
                return CandidateResult("failed", res.duration, nodeid.strip(), msg)
    if res.returncode == 0:
        return CandidateResult("passed", res.duration)
    tail = short_error(res.stdout + "\n" + res.stderr)
    status: Status = "failed" if res.returncode in (1, 2) else "error"
    msg = f"pytest exit code {res.returncode}: {tail}"
    return CandidateResult(status, res.duration, message=msg)


def _drop_bytecode(root: Path) -> None:
    """Delete project __pycache__ dirs so a fresh interpreter cannot read stale bytecode."""
    for dirpath, dirnames, _ in os.walk(root):
        if "__pycache__" in dirnames:
            shutil.rmtree(os.path.join(dirpath, "__pycache__"), ignore_errors=True)
        dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS and not d.startswith(".")]


