"""A traceback entry without a line number (Python 3.11, a signal on a line-less jump)
must not crash pytest's report of a stopped test while a heal runs."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path
from types import SimpleNamespace

from _pytest._code.code import TracebackEntry

from pytest_selfheal import tbcompat


def _raw(frame, lineno):  # a traceback entry as 3.11 can leave it
    return SimpleNamespace(tb_lineno=lineno, tb_frame=frame)


def test_line_of_falls_back_to_the_frames_line_then_its_first_line() -> None:
    frame = sys._getframe()
    assert tbcompat.line_of(_raw(frame, 7)) == 7  # type: ignore[arg-type]
    assert tbcompat.line_of(_raw(frame, None)) == frame.f_lineno  # type: ignore[arg-type]
    lineless = SimpleNamespace(f_lineno=None, f_code=SimpleNamespace(co_firstlineno=3))
    assert tbcompat.line_of(_raw(lineless, None)) == 3  # type: ignore[arg-type]


def test_installed_entries_report_a_line_where_pytest_would_crash() -> None:
    tbcompat.install()
    tbcompat.install()  # idempotent
    frame = sys._getframe()
    entry = TracebackEntry(_raw(frame, None))  # type: ignore[arg-type]
    assert entry.lineno == frame.f_lineno - 1
    assert TracebackEntry(_raw(frame, 12)).lineno == 11  # type: ignore[arg-type]


PROBE = """\
from _pytest._code.code import TracebackEntry


def test_probe():
    print("GUARD", getattr(TracebackEntry, "_selfheal_lineno_guard", False))
"""


def _guarded(tmp_path: Path, *args: str, env: dict[str, str] | None = None) -> str:
    (tmp_path / "test_probe.py").write_text(textwrap.dedent(PROBE), encoding="utf-8")


    run_env = {k: v for k, v in os.environ.items() if not k.startswith("SELFHEAL")}
    run_env.update(env or {})
    out = subprocess.run([sys.executable, "-m", "pytest", "-s", "-q", "-p", "no:cacheprovider",
                          *args, "test_probe.py"], cwd=tmp_path, capture_output=True,
                         text=True, env=run_env, timeout=120).stdout
    return next(line for line in out.splitlines() if line.startswith("GUARD"))


def test_a_plain_run_is_left_alone_and_a_heals_child_is_guarded(tmp_path: Path) -> None:
    assert _guarded(tmp_path) == "GUARD False"
    assert _guarded(tmp_path, env={"SELFHEAL_CHILD": "1"}) == "GUARD True"
    assert _guarded(tmp_path, "--selfheal-dry-run") == "GUARD True"
