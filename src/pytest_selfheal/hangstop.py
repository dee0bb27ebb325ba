"""Loaded into the coverage run (``-p pytest_selfheal.hangstop``): stops a test that runs long.

A test named in ``SELFHEAL_STOP_IDS`` (node ids, one per line: the failing tests that
hung) is stopped after ``SELFHEAL_TEST_SECONDS`` seconds by an exception raised from a
SIGALRM handler, so it fails with the lines it reached recorded and the run goes on to
the next test. Coverage of a loop that never ends is complete within milliseconds;
waiting out the user's ``--timeout 10`` for it only spends the budget. Other tests run
as they would: a slow passing test is never cut short. POSIX main thread only;
elsewhere, or without the variables, the plugin does nothing.

With ``SELFHEAL_HANG_FILE`` set, a test is not stopped at the first alarm: its stack is
sampled a few times first, and the frames alive in every sample (the same frame
objects, so one call that never returned) are appended to that file as a JSON line. A
single stack is wherever the timer fired, often a helper's finite inner loop; the
deepest frame that survives every sample is the call that is stuck, and the lines
sampled in it lie in its endless loop (``persistent_frames``).
"""

from __future__ import annotations

import json
import os
import signal
import threading
from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest

SECONDS_ENV = "SELFHEAL_TEST_SECONDS"
IDS_ENV = "SELFHEAL_STOP_IDS"
HANG_FILE_ENV = "SELFHEAL_HANG_FILE"
SAMPLES = 6  # stacks sampled before a test that hung is stopped
SAMPLE_GAP = 0.02  # seconds between two samples


PLUGIN_ARGS = ["-p", "pytest_selfheal.hangstop"]


def stop_env(ids: list[str] | set[str], seconds: float) -> dict[str, str]:
    """The variables that make this plugin stop `ids` after `seconds` of their call."""
    return {IDS_ENV: "\n".join(ids), SECONDS_ENV: f"{seconds:g}"}


class TestTookTooLong(Exception):  # noqa: N818 - reads as the failure it reports
    """Raised inside a test that ran past SELFHEAL_TEST_SECONDS."""

    __test__ = False


def _seconds(item: pytest.Item) -> float | None:
    if item.nodeid not in os.environ.get(IDS_ENV, "").splitlines():
        return None
    try:
        value = float(os.environ.get(SECONDS_ENV, ""))
    except ValueError:
        return None
    return value if value > 0 else None


def _usable() -> bool:
    return hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, Any, None]:
    seconds = _seconds(item)
    if seconds is None or not _usable():
        yield
        return

    sink = os.environ.get(HANG_FILE_ENV, "")
    samples: list[list[tuple[Any, int]]] = []

    def stop(signum: int, frame: Any) -> None:
        if sink and len(samples) < SAMPLES:
            samples.append(_stack(frame))
            signal.setitimer(signal.ITIMER_REAL, SAMPLE_GAP)
            return
        if sink:
            _write(sink, item.nodeid, samples)
            samples.clear()  # let the sampled frames go
        raise TestTookTooLong(f"stopped after {seconds:g} s ({SECONDS_ENV})")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _stack(frame: Any) -> list[tuple[Any, int]]:
    """(frame, line) from the outermost caller to the interrupted frame."""
    out: list[tuple[Any, int]] = []
    while frame is not None:
        out.append((frame, frame.f_lineno))
        frame = frame.f_back
    return out[::-1]


def persistent_frames(samples: list[list[tuple[Any, int]]]) -> list[dict[str, Any]]:
    """The frames present in every sample (the same frame object: one call that never
    returned), outermost first, each with the lines the samples saw it at."""
    if not samples:
        return []
    alive = set.intersection(*({id(f) for f, _ in sample} for sample in samples))
    out: list[dict[str, Any]] = []
    for frame, _ in samples[0]:
        if id(frame) not in alive:
            continue
        lines = sorted({line for sample in samples for f, line in sample if f is frame})
        out.append({"path": frame.f_code.co_filename, "function": frame.f_code.co_name,
                    "lines": lines})
    return out


def _write(sink: str, nodeid: str, samples: list[list[tuple[Any, int]]]) -> None:
    try:
        with open(sink, "a", encoding="utf-8") as fh:
            fh.write(json.dumps({"nodeid": nodeid, "frames": persistent_frames(samples)}) + "\n")
    except (OSError, ValueError):
        pass  # a lost sample only weakens localization


def read_hangs(sink: str | os.PathLike[str]) -> dict[str, list[dict[str, Any]]]:
    """nodeid -> its persistent frames, from a file ``_write`` appended to."""
    out: dict[str, list[dict[str, Any]]] = {}
    try:
        text = Path(sink).read_text(encoding="utf-8")
    except OSError:
        return out
    for line in text.splitlines():
        try:
            entry = json.loads(line)
            out[str(entry["nodeid"])] = list(entry["frames"])
        except (ValueError, KeyError, TypeError):
            continue
    return out
