"""Turn failed pytest reports into ``Failure`` records.

``FrameRecorder`` attaches the exception's type, message and frames to each
failed report where the exception is still alive (the controller, or an
xdist worker); the attribute is plain JSON so it crosses xdist's wire.
``failure_from_report`` reads it back, falling back to the textual repr.
"""

from __future__ import annotations

import os
import re
import site
import sys
import sysconfig
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from pytest_selfheal.records import Failure

EXC_ATTR = "selfheal_exc"
MAX_MESSAGE = 4000
MAX_LONGREPR = 12000
MAX_CAPTURED = 4000

_FRAME_RE = re.compile(r'File "(?P<path>[^"]+)", line (?P<line>\d+)(?:, in (?P<func>\S+))?')
_LOC_RE = re.compile(r"^(?P<path>[^\s:][^:\n]*\.py):(?P<line>\d+):", re.M)


class FrameRecorder:
    """Records exception details on failed reports (runs where the exception lives)."""

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(
        self, item: pytest.Item, call: pytest.CallInfo[None]
    ) -> Any:
        report = yield
        if report.failed and call.excinfo is not None:
            setattr(report, EXC_ATTR, exc_details(call.excinfo))
        return report


def exc_details(excinfo: pytest.ExceptionInfo[BaseException]) -> dict[str, Any]:
    frames = []
    for entry in excinfo.traceback:
        if _is_runner(str(entry.path)):
            continue  # pytest's and pluggy's own call machinery says nothing about the bug
        frames.append({"path": str(entry.path), "lineno": entry.lineno + 1, "function": entry.name})
    try:
        message = str(excinfo.value)
    except Exception:  # noqa: BLE001 - a broken __str__ must not break collection
        message = "<unprintable exception>"
    return {"type": excinfo.typename, "message": trim(message, MAX_MESSAGE), "frames": frames}


_RUNNER_PARTS = (f"{os.sep}_pytest{os.sep}", f"{os.sep}pluggy{os.sep}")


def _is_runner(path: str) -> bool:
    return any(part in path for part in _RUNNER_PARTS)


def trim(text: str, limit: int) -> str:
    """Keep the head and the tail of long text."""
    if len(text) <= limit:
        return text
    head = limit * 2 // 3
    tail = limit - head
    return f"{text[:head]}\n... [{len(text) - limit} characters trimmed] ...\n{text[-tail:]}"


def _outside_dirs() -> list[str]:
    dirs = {sysconfig.get_paths().get("stdlib", ""), sysconfig.get_paths().get("purelib", ""),
            sysconfig.get_paths().get("platlib", ""), sys.prefix, sys.base_prefix}
    try:
        dirs.update(site.getsitepackages())
    except AttributeError:  # pragma: no cover - virtualenv's old site.py
        pass
    return [os.path.realpath(d) for d in dirs if d]


_OUTSIDE = _outside_dirs()


def in_project(path: str, root: Path) -> bool:
    real = os.path.realpath(path)
    root_real = os.path.realpath(root)
    if not (real == root_real or real.startswith(root_real + os.sep)):
        return False
    parts = Path(real).relative_to(root_real).parts
    if any(p in ("site-packages", "dist-packages", ".venv", "venv", ".tox", ".nox") for p in parts):
        return False
    return not any(real.startswith(d + os.sep) for d in _OUTSIDE if not root_real.startswith(d))


def relpath(path: str, root: Path) -> str:
    real = os.path.realpath(path)
    root_real = os.path.realpath(root)
    if real.startswith(root_real + os.sep):
        return Path(real).relative_to(root_real).as_posix()
    return path


def _longrepr_text(report: pytest.TestReport | pytest.CollectReport) -> str:
    try:
        return str(report.longreprtext)
    except Exception:  # noqa: BLE001
        return str(report.longrepr)


def _frames_from_text(text: str, invocation_dir: Path) -> list[dict[str, Any]]:
    frames: list[dict[str, Any]] = [
        {"path": m["path"], "lineno": int(m["line"]), "function": m["func"] or ""}
        for m in _FRAME_RE.finditer(text)
    ]
    if not frames:
        frames = [
            {"path": m["path"], "lineno": int(m["line"]), "function": ""}
            for m in _LOC_RE.finditer(text)
        ]
    for f in frames:
        if not os.path.isabs(f["path"]):
            f["path"] = str(invocation_dir / f["path"])
    return frames


def _captured(report: pytest.TestReport | pytest.CollectReport) -> str:
    parts = [f"--- {name} ---\n{content}" for name, content in report.sections if content]
    return trim("\n".join(parts), MAX_CAPTURED)


def failure_from_report(
    report: pytest.TestReport | pytest.CollectReport,
    root: Path,
    rootdir: Path,
    invocation_dir: Path,
) -> Failure:
    """Build a Failure with paths relative to ``root`` (the repository).

    Node ids are relative to pytest's ``rootdir``; textual tracebacks to the
    directory pytest was invoked from.
    """
    from pytest_selfheal.records import Failure, Frame  # pydantic: only once something failed

    text = _longrepr_text(report)
    details: dict[str, Any] | None = getattr(report, EXC_ATTR, None)
    if details is None:
        details = {"type": "", "message": "", "frames": _frames_from_text(text, invocation_dir)}
        last = [ln for ln in text.splitlines() if ln.startswith("E   ")]
        if last:
            first = last[0][4:].strip()
            exc_type, _, msg = first.partition(":")
            if exc_type.replace(".", "").isidentifier():
                details["type"], details["message"] = exc_type, msg.strip()
            else:
                details["type"] = "AssertionError" if first.startswith("assert") else ""
                details["message"] = "\n".join(ln[4:] for ln in last)
    frames = [
        Frame(path=relpath(f["path"], root), lineno=f["lineno"], function=f["function"],
              in_project=in_project(f["path"], root))
        for f in details["frames"]
    ]
    when = "collect" if isinstance(report, pytest.CollectReport) else report.when
    nodeid = report.nodeid
    test_path = nodeid.split("::", 1)[0] if nodeid else None
    location = getattr(report, "location", None)
    if not test_path and location:  # pytest leaves the file out of ids outside its rootdir
        test_path = str(location[0])
    if test_path:
        abs_test = os.path.normpath(os.path.join(rootdir, test_path))
        test_path = relpath(abs_test, root) if os.path.exists(abs_test) else test_path
    return Failure(
        nodeid=nodeid,
        when=when if when in ("setup", "call", "teardown") else "collect",
        exc_type=details["type"],
        message=details["message"],
        longrepr=trim(text, MAX_LONGREPR),
        frames=frames,
        captured=_captured(report),
        test_path=test_path,
        duration=float(getattr(report, "duration", 0.0) or 0.0),
    )
