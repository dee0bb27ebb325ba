"""Keep pytest's report of a stopped test from crashing the whole run.

On Python 3.11 a traceback entry can carry no line number (`tb_lineno` is None) when a
signal lands on an instruction that has none, such as the backward jump of a `for` loop
whose body ends in an `if`. pytest-timeout (and the heal's own hang stop) raise from a
signal handler, so a hanging test stopped at that instant makes pytest's
`TracebackEntry.lineno` compute `None - 1`, and the run ends in `INTERNALERROR` instead
of a timeout failure: the tests after it never run, and a heal's rerun or candidate
check gets no verdict. `install()` makes the entry fall back to the frame's current line,
else the first line of its code. It is installed where a heal runs pytest: the user's
run with `--selfheal`, reruns, the warm server's children; never in a plain run.
"""

from __future__ import annotations

from types import TracebackType
from typing import Any

_MARK = "_selfheal_lineno_guard"


def line_of(raw: TracebackType) -> int:
    """The 1-based line of a traceback entry, even when the interpreter recorded none."""
    line = raw.tb_lineno
    if line is None:
        frame = raw.tb_frame
        line = frame.f_lineno if frame.f_lineno is not None else frame.f_code.co_firstlineno
    return int(line)


def install() -> None:
    """Patch pytest's `TracebackEntry.lineno` once per process (idempotent)."""
    try:
        from _pytest._code import code
    except ImportError:  # pragma: no cover - pytest moved its internals
        return
    entry: Any = code.TracebackEntry
    if getattr(entry, _MARK, False) or not isinstance(entry.__dict__.get("lineno"), property):
        return

    def lineno(self: Any) -> int:
        return line_of(self._rawentry) - 1

    entry.lineno = property(lineno)
    setattr(entry, _MARK, True)
