"""The warm pytest fork server: imports pytest and third-party code once, forks per candidate.

Started by :class:`pytest_selfheal.warmworker.WarmWorker` as
``python -m pytest_selfheal.warmserver --root DIR`` through ``sandbox.popen``. It
imports pytest, its plugins and the third-party modules the project imports, never
the project itself, then reads JSON requests on stdin and forks one child per
request. The child runs ``pytest.main`` on the candidate tree and reports over a
pipe; the server SIGKILLs the child's process group on timeout. Children read no
cached bytecode, so a same-size edit within the same second cannot fool them.
"""

from __future__ import annotations

import base64
import gc
import importlib
import importlib.util
import json
import os
import select
import shutil
import signal
import sys
import tempfile
import time
from pathlib import Path
from types import FrameType
from typing import Any

from pytest_selfheal import tbcompat
from pytest_selfheal.warmimports import (  # noqa: F401 - SKIP_DIRS re-exported
    SKIP_DIRS,
    external_imports,
    forget_shadowed,
    resolves_outside,
)
from pytest_selfheal.warmmemo import freeze_metadata, memo_varnames

# `--tb=line`: a verdict reads only the first failure's crash line, which the traceback
# style does not change; a long traceback (its source lookups) was 15% of a candidate run
PYTEST_ARGS = ["-x", "-q", "-p", "no:cacheprovider", "-p", "no:randomly", "--tb=line"]
PREWARM_BUDGET = 20.0  # seconds the server may spend importing third-party modules
STOPPED = "TestTookTooLong"  # in a failure's message: hangstop stopped a test that ran long
ARGS_ENV = "SELFHEAL_PYTEST_ARGS"  # the user's carried options (pytest_selfheal.useropts)


def user_args() -> list[str]:
    """The user's run-changing pytest options the heal carried in the environment."""
    try:
        value = json.loads(os.environ.get(ARGS_ENV) or "[]")
    except ValueError:
        return []
    return [str(a) for a in value] if isinstance(value, list) else []


def pytest_args(nodeids: list[str], cwd: str, exitfirst: bool = True) -> list[str]:
    """pytest.main arguments of one validation run, as a fresh run would get them."""
    ours = PYTEST_ARGS if exitfirst else [a for a in PYTEST_ARGS if a != "-x"]
    return [*user_args(), *ours, "--rootdir", cwd, *nodeids]


def short_error(text: str) -> str:
    """One line from pytest output: the last ``E`` line, else the last non-blank line."""
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    picks = [ln[1:].strip() for ln in lines if ln.startswith("E ")]
    picks = picks or [ln for ln in lines if ln.startswith("ERROR")] or lines[-1:]
    return picks[-1][:500] if picks else ""


def prewarm(root: Path, budget: float = PREWARM_BUDGET) -> int:
    """Import pytest, its plugins and the project's third-party imports; return the count."""
    import pytest  # noqa: F401
    from _pytest.config import default_plugins

    names = [f"_pytest.{p}" for p in default_plugins]
    # what pytest imports to read a pyproject.toml or pytest.toml, in every child otherwise
    names.append("tomllib" if sys.version_info >= (3, 11) else "tomli")
    if not os.environ.get("PYTEST_DISABLE_PLUGIN_AUTOLOAD"):
        from importlib.metadata import entry_points

        names += [ep.module for ep in entry_points(group="pytest11")]
    names += external_imports(root)
    stop = time.monotonic() + budget
    done = 0
    _warm_run()
    for name in names:
        if time.monotonic() > stop:
            break
        if resolves_outside(name.partition(".")[0], root.resolve()):
            try:
                importlib.import_module(name)
                done += 1
            except BaseException:  # noqa: BLE001 - a module that fails to import is just cold
                pass
    forget_shadowed(root)
    forget_unrewritten()
    return done


def rewrite_marked() -> set[str]:
    """The top-level names pytest will mark for assertion rewriting at start-up.

    As ``Config._mark_plugins_for_rewrite`` does: every module of a distribution that
    has a ``pytest11`` entry point (unless autoloading is off), plus ``-p`` plugins.
    """
    from _pytest.config import _iter_rewritable_modules

    args = user_args()
    names: set[str] = set()
    for i, arg in enumerate(args):
        value = args[i + 1] if arg == "-p" and i + 1 < len(args) else arg[2:] if (
            arg.startswith("-p") and len(arg) > 2 and arg != "-p") else ""
        if value and not value.startswith("no:"):
            names.add(value)
    if os.environ.get("PYTEST_DISABLE_PLUGIN_AUTOLOAD") or "--disable-plugin-autoload" in args:
        return names
    from importlib.metadata import distributions

    files = (str(f) for dist in distributions()
             if any(ep.group == "pytest11" for ep in dist.entry_points)
             for f in dist.files or [])
    names.update(_iter_rewritable_modules(files))
    return names


def forget_unrewritten() -> list[str]:
    """Drop from sys.modules what pytest would rewrite but this process imported plainly.

    The server imports ``pytest_selfheal`` itself (``python -m``) and plugins before any
    pytest run installs its assertion-rewriting hook. A forked child's pytest would then
    warn "Module already imported so cannot be rewritten" (an error under
    ``filterwarnings = error``) and run those plugins unrewritten. Forgotten, the child
    imports them through the hook exactly as a fresh ``python -m pytest`` does.
    """
    from _pytest.assertion.rewrite import AssertionRewriter, AssertionRewritingHook

    dropped: list[str] = []
    for name in sorted(rewrite_marked()):
        mod = sys.modules.get(name)
        if mod is None or isinstance(getattr(mod, "__loader__", None), AssertionRewritingHook):
            continue
        if AssertionRewriter.is_rewrite_disabled(mod.__doc__ or ""):
            continue
        for sub in [m for m in sys.modules if m == name or m.startswith(name + ".")]:
            del sys.modules[sub]
            dropped.append(sub)
    return dropped


WARMUP = """\
import pytest


@pytest.fixture
def value(tmp_path):
    return {"a": [1, 2]}


def test_ok(value):
    assert value["a"] == [1, 2]


def test_fail(value):
    assert value == {"a": [1, 3]}
"""


def _warm_run() -> None:
    """Run pytest once on a throwaway failing test: imports the run and reporting paths."""
    import pytest

    tmp = tempfile.mkdtemp(prefix="selfheal-warm-")
    name = f"test_selfheal_warmup_{os.getpid()}"
    Path(tmp, f"{name}.py").write_text(WARMUP)
    Path(tmp, "pytest.ini").write_text("[pytest]\n")
    saved = (os.dup(1), os.dup(2), os.getcwd(), list(sys.path))
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        os.chdir(tmp)
        pytest.main([tmp, *PYTEST_ARGS, "-c", f"{tmp}/pytest.ini", "-p", "no:faulthandler"],
                    plugins=[_Collector()])
    except BaseException:  # noqa: BLE001 - warming is best effort
        pass
    finally:
        os.dup2(saved[0], 1)
        os.dup2(saved[1], 2)
        for fd in (saved[0], saved[1], devnull):
            os.close(fd)
        os.chdir(saved[2])
        sys.path[:] = saved[3]
        sys.modules.pop(name, None)
        shutil.rmtree(tmp, ignore_errors=True)


class _Collector:
    """Plugin object passed to pytest.main in the child: first failure and pass count."""

    def __init__(self) -> None:
        self.passed = 0
        self.failed_nodeid: str | None = None
        self.message = ""
        self.stopped = False  # the first failure is hangstop's: the test ran too long

    def _fail(self, report: Any) -> None:
        if self.failed_nodeid is None:
            self.failed_nodeid = report.nodeid or "<collection>"
            crash = getattr(report.longrepr, "reprcrash", None)
            if crash is not None:
                self.message = crash.message.strip().partition("\n")[0][:500]
            else:
                self.message = short_error(str(report.longrepr or ""))
            self.stopped = STOPPED in self.message

    def pytest_runtest_logreport(self, report: Any) -> None:
        if report.failed:
            self._fail(report)
        elif report.passed and report.when == "call":
            self.passed += 1

    def pytest_collectreport(self, report: Any) -> None:
        if report.failed:
            self._fail(report)


REWRITE_MEMO_LIMIT = 64 << 20  # bytes of rewritten test modules the server keeps
_rewritten: dict[str, bytes] = {}  # the server's: key -> marshalled rewritten module code
_fresh_rewrites: dict[str, str] = {}  # a child's: what it rewrote, sent back base64-encoded


def memo_rewrites() -> None:
    """Keep pytest's assertion-rewritten test modules from one child to the next.

    Children write no bytecode (a candidate's same-size edit within the same second must
    not be served stale), so every child used to rewrite every test module and conftest
    it imports: a quarter of a child's time on a small project. A child now reports the
    code it rewrote with its verdict and the server keeps it in memory for the children
    it forks next, under the hash of the file's path, its bytes and the ini option that
    changes rewriting: a changed file gets a new key, never stale code.
    """
    import hashlib
    import marshal

    from _pytest.assertion import rewrite

    original = rewrite._rewrite_test

    def cached(fn: Path, config: Any) -> Any:
        try:
            source = fn.read_bytes()
            flag = repr(config.getini("enable_assertion_pass_hook"))
        except (OSError, ValueError):
            return original(fn, config)
        key = hashlib.sha256(f"{fn}\0{flag}\0".encode() + source).hexdigest()
        if key in _rewritten:
            try:
                return os.stat(fn), marshal.loads(_rewritten[key])
            except (OSError, ValueError, EOFError, TypeError):
                pass
        found = original(fn, config)
        try:
            _fresh_rewrites[key] = base64.b64encode(marshal.dumps(found[1])).decode("ascii")
        except ValueError:
            pass
        return found

    rewrite._rewrite_test = cached


def keep_rewrites(reply: dict[str, Any]) -> None:
    """Store the rewritten modules a child reported (the server side of memo_rewrites)."""
    fresh = reply.pop("rewrites", None)
    if not isinstance(fresh, dict):
        return
    size = sum(len(v) for v in _rewritten.values())
    for key, text in fresh.items():
        try:
            data = base64.b64decode(text, validate=True)
        except (ValueError, TypeError):
            continue
        if size + len(data) > REWRITE_MEMO_LIMIT:
            return
        _rewritten[key] = data
        size += len(data)


# `python -m pytest` calls pytest.main from console_main, the 4th frame of its stack
# (runpy's two, pytest/__main__, console_main)
FRESH_CALLER_DEPTH = 4


def _match_fresh_stack() -> None:
    """Raise the recursion limit by the frames the server's own calls hold below
    pytest.main here, beyond a fresh run's: a recursion as deep as the tests allow in a
    fresh `python -m pytest` must not raise RecursionError only here."""
    frame: FrameType | None = sys._getframe(1)
    depth = 0
    while frame is not None:
        frame, depth = frame.f_back, depth + 1
    if depth > FRESH_CALLER_DEPTH:
        sys.setrecursionlimit(sys.getrecursionlimit() + depth - FRESH_CALLER_DEPTH)


def _child(req: dict[str, Any], wfd: int, outfd: int, nopyc: str) -> None:  # pragma: no cover
    os.setpgid(0, 0)
    _die_with_parent()
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.dup2(outfd, 1)
    os.dup2(outfd, 2)
    os.chdir(req["cwd"])
    sys.pycache_prefix = nopyc  # a dir that does not exist: no cached bytecode is ever read
    importlib.invalidate_caches()
    import pytest

    tbcompat.install()  # bound at the server's import: no plain import of ours here
    memo_rewrites()
    col = _Collector()
    plugins: list[Any] = [col]
    if req.get("stop_ids") and req.get("test_seconds"):
        from pytest_selfheal import hangstop

        os.environ.update(hangstop.stop_env(req["stop_ids"], float(req["test_seconds"])))
        plugins.append(hangstop)
    try:
        args = pytest_args(req["nodeids"], req["cwd"], req.get("exitfirst", True))
        _match_fresh_stack()
        code = int(pytest.main(args, plugins=plugins))
    except BaseException as exc:  # noqa: BLE001
        code, col.message = -1, f"{type(exc).__name__}: {exc}"[:500]
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:  # noqa: BLE001
            pass
    if col.stopped and req.get("test_seconds"):
        status, col.message = "timeout", f"stopped after {float(req['test_seconds']):g} s"
    elif col.failed_nodeid is not None or code in (1, 2):
        status = "failed"
    elif code == 0 and col.passed:
        status = "passed"
    elif code == 0:
        status, col.message = "failed", "no test passed (all skipped or deselected)"
    else:
        os.lseek(outfd, max(0, os.lseek(outfd, 0, os.SEEK_END) - 2000), os.SEEK_SET)
        tail = short_error(os.read(outfd, 2000).decode("utf-8", "replace"))
        status, col.message = "error", col.message or f"pytest exit code {code}: {tail}"
    res = {"status": status, "failed_nodeid": col.failed_nodeid, "message": col.message,
           "exit": code, "rewrites": _fresh_rewrites}
    os.write(wfd, json.dumps(res).encode() + b"\n")


def _die_with_parent() -> None:  # pragma: no cover - runs in the child
    """Ask Linux to SIGKILL this child if the server dies (no orphaned infinite loops)."""
    try:
        import ctypes

        ctypes.CDLL(None).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def _handle(req: dict[str, Any], nopyc: str) -> dict[str, Any]:
    timeout = float(req.get("timeout", 60.0))
    rfd, wfd = os.pipe()
    out = tempfile.TemporaryFile()
    start = time.monotonic()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - child
        try:
            os.close(rfd)
            _child(req, wfd, out.fileno(), nopyc)
        finally:
            os._exit(0)
    os.close(wfd)
    try:
        os.setpgid(pid, pid)
    except OSError:
        pass
    data = b""
    deadline = start + timeout
    timed_out = False
    while b"\n" not in data:
        left = deadline - time.monotonic()
        if left <= 0:
            timed_out = True
            break
        ready, _, _ = select.select([rfd], [], [], left)
        if ready:
            chunk = os.read(rfd, 65536)
            if not chunk:
                break
            data += chunk
    duration = time.monotonic() - start
    try:
        os.killpg(pid, signal.SIGKILL)  # the child's group: anything the tests forked
    except (ProcessLookupError, PermissionError):
        pass
    _, wstatus = os.waitpid(pid, 0)
    os.close(rfd)
    reply: dict[str, Any] = {"id": req.get("id"), "duration": duration}
    if timed_out:
        reply.update(status="timeout", message=f"killed after {timeout:.1f}s (endless loop?)")
    elif b"\n" in data:
        reply.update(json.loads(data.split(b"\n", 1)[0]))
        keep_rewrites(reply)
    else:
        out.seek(0, os.SEEK_END)
        out.seek(max(0, out.tell() - 2000))
        tail = out.read().decode("utf-8", "replace").strip().splitlines()
        why = f"child died ({os.waitstatus_to_exitcode(wstatus)})"
        reply.update(status="error", message=f"{why}: {tail[-1] if tail else 'no output'}"[:500])
    out.close()
    return reply


def serve(root: Path) -> int:
    """The server loop: prewarm, greet, then one forked pytest run per request line."""
    sys.dont_write_bytecode = True
    os.environ["PYTHONDONTWRITEBYTECODE"] = "1"
    proto = os.fdopen(os.dup(1), "wb", buffering=0)
    os.dup2(2, 1)  # stray prints from imported modules must not corrupt the protocol
    gc.disable()  # start-up allocates for good: nothing to collect until the heap is frozen
    try:
        freeze_metadata()  # before the warm run, so that it fills the memos
        memo_varnames()
        warmed = prewarm(root)
    except Exception as exc:  # noqa: BLE001
        proto.write(json.dumps({"ready": False, "error": f"prewarm failed: {exc}"}).encode())
        return 1
    finally:
        gc.enable()
    gc.collect()
    gc.freeze()  # children's gc.collect() then skips the warm heap (and its pages stay shared)
    proto.write(json.dumps({"ready": True, "pid": os.getpid(), "warmed": warmed}).encode() + b"\n")
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.dup2(devnull, 2)
    # Never created (bytecode is not written), so a SIGKILLed server leaves nothing behind.
    nopyc = os.path.join(tempfile.gettempdir(), f"selfheal-nopyc-{os.getpid()}-{time.time_ns()}")
    try:
        for line in iter(sys.stdin.buffer.readline, b""):
            if not line.strip():
                continue
            req = json.loads(line)
            if req.get("op") == "exit":
                break
            proto.write(json.dumps(_handle(req, nopyc)).encode() + b"\n")
    finally:
        shutil.rmtree(nopyc, ignore_errors=True)
    return 0


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m pytest_selfheal.warmserver")
    parser.add_argument("--root", type=Path, required=True)
    args = parser.parse_args(argv)
    return serve(args.root)


if __name__ == "__main__":
    sys.exit(main())
