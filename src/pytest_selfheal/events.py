"""The step log of one heal run: ``events.jsonl`` beside ``run.json``, and spans.

Every step of a run (snapshot, worktree, reproduce, classify, memory recall, engine,
localize, apply, rerun, confirm, apply-back, memory store, ...) is timed by
``step(...)``, a context manager, and ends as one JSON line appended and flushed to
``<run dir>/events.jsonl``: a killed run keeps every step it finished. Steps nest
(run > group > iteration > step) and a step inherits the group, signature and
iteration of the steps around it; ``seq`` and ``parent`` rebuild the tree. Lines
written before the run directory is known (the snapshot) wait in memory until
``attach``. Strings in the details go through the run's redactor when written.

When ``opentelemetry-api`` is installed, each step is also a span with the same
fields as attributes (``telemetry.py``); otherwise nothing is imported.

The loop and the engines reach the active log through the module-level ``step``,
``begin``, ``end`` and ``switch``; outside a heal they do nothing. Observability never
fails a run: a log that cannot be written stops writing and keeps the reason in
``error``.
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import IO, Any

EVENTS_FILE = "events.jsonl"
DETAIL_CHARS = 200  # a string detail is cut to this many characters
Scalar = str | int | float | bool | None

_CURRENT: ContextVar[EventLog | None] = ContextVar("selfheal_events", default=None)


@dataclass
class Step:
    """One timed step; set ``outcome`` or details inside the ``with`` block."""

    name: str
    seq: int = 0
    parent: Step | None = None
    group: str | None = None
    signature: str | None = None
    iteration: int | None = None
    details: dict[str, Scalar] = field(default_factory=dict)
    outcome: str | None = None
    of: object = None  # an object whose ``outcome`` attribute is this step's outcome
    started: float = field(default_factory=time.time)
    t0: float = field(default_factory=time.monotonic)
    span: Any = None
    ended: bool = False

    def set(self, **details: Scalar) -> None:
        self.details.update(details)


def outcome_of_exception(exc: BaseException) -> str:
    """``interrupted`` for Ctrl-C/SIGTERM, else the exception's class in snake case."""
    if isinstance(exc, KeyboardInterrupt):
        return "interrupted"
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", type(exc).__name__).lower()


def _first_line(text: str) -> str:
    lines = text.strip().splitlines()
    return lines[0][:DETAIL_CHARS] if lines else ""


class EventLog:
    """The steps of one run, as JSON lines and (when available) OpenTelemetry spans."""

    def __init__(self, run_id: str, *, spans: bool = True) -> None:
        self.run_id = run_id
        self.redact: Callable[[str], str] = lambda text: text
        self.path: Path | None = None
        self.error = ""  # why the file could not be written, when it could not
        self._stack: list[Step] = []
        self._pending: list[dict[str, Any]] = []
        self._file: IO[str] | None = None
        self._lock = threading.RLock()
        self._seq = 0
        self._spans = None
        if spans:
            from pytest_selfheal.telemetry import load_spans

            self._spans = load_spans()

    # -- file ---------------------------------------------------------------------------
    def attach(self, run_dir: Path) -> Path | None:
        """Open ``run_dir/events.jsonl`` for appending and write the steps that waited."""
        with self._lock:
            if self._file is not None or self.error:
                return self.path
            path = Path(run_dir) / EVENTS_FILE
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                self._file = path.open("a", encoding="utf-8")
            except (OSError, ValueError) as exc:  # ValueError: a NUL in the path
                self.error = f"cannot write {path}: {getattr(exc, 'strerror', None) or exc}"
                return None
            self.path = path
            pending, self._pending = self._pending, []
            for event in pending:
                self._write(event)
            return path

    def close(self) -> None:
        with self._lock:
            while self._stack:  # an abandoned step still gets its line
                self._finish(self._stack[-1], None, "unfinished")
            if self._file is not None:
                try:
                    self._file.close()
                except OSError:
                    pass
                self._file = None
            self._pending = []

    def _write(self, event: dict[str, Any]) -> None:
        if self._file is None:
            if not self.error:
                self._pending.append(event)
            return
        try:
            line = json.dumps(self._redacted(event), ensure_ascii=False, default=str)
            self._file.write(line + "\n")
            self._file.flush()  # a killed run keeps what it did
        except (OSError, ValueError) as exc:  # a full disk: stop writing, say why once
            self.error = f"cannot write {self.path}: {getattr(exc, 'strerror', None) or exc}"
            try:
                self._file.close()
            except OSError:
                pass
            self._file = None

    def _redacted(self, event: dict[str, Any]) -> dict[str, Any]:
        details = {k: self._clean(v) for k, v in event["details"].items()}
        return {**event, "details": details}

    def _clean(self, value: Scalar) -> Scalar:
        if value is None or isinstance(value, int | float | bool):
            return value
        return self.redact(str(value))[:DETAIL_CHARS]  # a str, or whatever else was passed

    # -- steps --------------------------------------------------------------------------
    @contextmanager
    def activate(self) -> Iterator[EventLog]:
        """Make this the log the module-level functions write to; close it at the end."""
        token = _CURRENT.set(self)
        try:
            yield self
        finally:
            _CURRENT.reset(token)
            self.close()

    @contextmanager
    def scope(self) -> Iterator[None]:
        """Steps begun inside (``begin``, ``switch``) and still open at the end end there:
        with the exception that left the block (``interrupted`` ...), or normally."""
        depth = len(self._stack)
        failure: BaseException | None = None
        try:
            yield
        except BaseException as exc:
            failure = exc
            raise
        finally:
            with self._lock:
                while len(self._stack) > depth:
                    self._finish(self._stack[-1], failure, None)

    def begin(self, name: str, *, of: object = None, **details: Scalar) -> Step:
        """Open a step (ended by ``end``, by its parent's end, or by ``close``)."""
        with self._lock:
            parent = self._stack[-1] if self._stack else None
            self._seq += 1
            step = Step(
                name, self._seq, parent,
                group=_pop_str(details, "group", parent.group if parent else None),
                signature=_pop_str(details, "signature", parent.signature if parent else None),
                iteration=_pop_int(details, "iteration", parent.iteration if parent else None),
                details=details, of=of,
            )  # fmt: skip
            if self._spans is not None:
                step.span = self._spans.start(name, parent.span if parent else None)
            self._stack.append(step)
            return step

    def end(self, target: str | Step, outcome: str | None = None, **details: Scalar) -> None:
        """End the innermost open step named target (or that step) and the steps inside it."""
        self._end(target, outcome, None, details)

    def _end(self, target: str | Step, outcome: str | None, exc: BaseException | None,
             details: dict[str, Scalar]) -> None:
        with self._lock:
            found = next((s for s in reversed(self._stack)
                          if s is target or s.name == target), None)
            if found is None:
                return
            while self._stack and self._stack[-1] is not found:
                self._finish(self._stack[-1], exc, None if exc else "unfinished")
            found.details.update(details)
            self._finish(found, exc, outcome)

    def switch(self, name: str, *, of: object = None, **details: Scalar) -> Step:
        """End the open step of this name, if any, and begin the next one."""
        self.end(name)
        return self.begin(name, of=of, **details)

    @contextmanager
    def step(self, name: str, *, of: object = None, **details: Scalar) -> Iterator[Step]:
        step = self.begin(name, of=of, **details)
        try:
            yield step
        except BaseException as exc:
            self._end(step, None, exc, {})
            raise
        self.end(step)

    def _finish(self, step: Step, exc: BaseException | None, outcome: str | None) -> None:
        self._stack.remove(step)
        if step.ended:
            return
        step.ended = True
        if exc is not None:
            outcome = outcome_of_exception(exc)
            text = _first_line(str(exc))
            if text:
                step.details["error"] = text
        elif outcome is None:
            outcome = step.outcome or str(getattr(step.of, "outcome", None) or "ok")
        event = {
            "run_id": self.run_id,
            "seq": step.seq,
            "parent": step.parent.seq if step.parent else None,
            "step": step.name,
            "group": step.group,
            "signature": step.signature,
            "iteration": step.iteration,
            "start": datetime.fromtimestamp(step.started, timezone.utc)
                             .isoformat(timespec="milliseconds"),
            "duration": round(time.monotonic() - step.t0, 4),
            "outcome": outcome,
            "details": step.details,
        }  # fmt: skip
        if step.span is not None and self._spans is not None:
            self._spans.finish(step.span, self._redacted(event), error=exc is not None)
        self._write(event)


def _pop_str(details: dict[str, Scalar], key: str, default: str | None) -> str | None:
    value = details.pop(key, None)
    return default if value is None else str(value)


def _pop_int(details: dict[str, Scalar], key: str, default: int | None) -> int | None:
    value = details.pop(key, None)
    return default if value is None else int(value)


# -- the active run's log, for the loop and the engines -----------------------------------
def current() -> EventLog | None:
    return _CURRENT.get()


@contextmanager
def step(name: str, *, of: object = None, **details: Scalar) -> Iterator[Step]:
    """Time a step of the active run (a detached, ignored ``Step`` outside a heal)."""
    log = _CURRENT.get()
    if log is None:
        yield Step(name)
        return
    with log.step(name, of=of, **details) as opened:
        yield opened


def begin(name: str, *, of: object = None, **details: Scalar) -> Step | None:
    log = _CURRENT.get()
    return None if log is None else log.begin(name, of=of, **details)


def end(target: str | Step, outcome: str | None = None, **details: Scalar) -> None:
    log = _CURRENT.get()
    if log is not None:
        log.end(target, outcome, **details)


def switch(name: str, *, of: object = None, **details: Scalar) -> Step | None:
    log = _CURRENT.get()
    return None if log is None else log.switch(name, of=of, **details)
