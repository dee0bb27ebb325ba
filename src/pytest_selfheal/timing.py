"""Bound every hang: reproduce with per-test times, calibrate only from tests that finished.

A failing test that hung in the user's run (stopped by their ``--timeout`` or a similar
plugin, or taking the whole of it) is not run again by the reproduce step: that would
cost the full timeout again, and the search's first run on the unchanged tree checks
it anyway. The other failing ids are reproduced in one process with per-test durations
and a timeout derived from their own durations in the user's run. Candidate timeouts
then come from the durations of passing tests (of the failing files first), never from
a test that hung; the search caps them by its remaining budget.
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

from pytest_selfheal.records import Failure, RerunResult
from pytest_selfheal.rerun import run_tests
from pytest_selfheal.sandbox.base import Sandbox

REPRODUCE_MIN = 60.0  # seconds the reproduce run may take at least (a loaded machine)
CONFIRM_SLACK = 20.0  # seconds on top of 5x the confirm ids' durations
RUNAWAY = ("OverflowError", "MemoryError")  # how a loop that runs away may end
RUNAWAY_SECONDS = 0.5  # a runaway of half a second is already thousands of steps
# pytest-timeout ("Timeout (>10.0s) from pytest-timeout"), pytest-timeouts, func timeouts
_HANG = re.compile(r"\bTimeout\b|timed out|TimeoutError", re.I)


def user_timeout(config: Any) -> float | None:
    """The per-test timeout the user's run applied (pytest-timeout's ``--timeout``), if any."""
    for name in ("timeout",):
        try:
            value = config.getoption(name, None)
        except (ValueError, AttributeError):
            value = None
        if value is None:
            try:
                value = config.getini(name)
            except (ValueError, KeyError):
                value = None
        try:
            seconds = float(value) if value not in (None, "") else 0.0
        except (TypeError, ValueError):
            seconds = 0.0
        if seconds > 0:
            return seconds
    return None


def is_hang(failure: Failure, timeout: float | None = None) -> bool:
    """True when the test hung: stopped by a timeout, or it took the whole timeout, or a
    runaway loop ended in an overflow after half a second or more (a count walking the wrong
    way until a date or a float overflows). A fix makes such a test fast again, so its
    time says nothing about how long a candidate may take."""
    if failure.when == "collect":
        return False
    if timeout and failure.duration >= 0.9 * timeout:
        return True
    if failure.exc_type in RUNAWAY and failure.duration >= RUNAWAY_SECONDS:
        return True
    head = f"{failure.exc_type}: {failure.message}"
    return bool(_HANG.search(head)) and failure.exc_type in ("Failed", "TimeoutError", "")


def reproduce(sandbox: Sandbox, worktree: Path, cwd: Path, failures: list[Failure],
              env: dict[str, str], timeout: float, user_limit: float | None,
              progress: Callable[[str], None]) -> tuple[RerunResult, set[str]]:
    """Rerun the failing ids that did not hang; return the result and the hung ids."""
    hung = {f.nodeid for f in failures if is_hang(f, user_limit)}
    ids = list(dict.fromkeys(f.nodeid for f in failures if f.nodeid not in hung))
    if hung:
        progress(f"selfheal: {len(hung)} failing test(s) hung in your run; they are not "
                 "rerun and never calibrate a candidate timeout")
    if not ids:
        return RerunResult(nodeids=[], status="failed", failed=sorted(hung)), hung
    own = {f.nodeid: f.duration for f in failures}
    limit = min(timeout, max(REPRODUCE_MIN, 3 * sum(own.get(n, 0.0) for n in ids)))
    result = run_tests(sandbox, worktree, cwd, ids, env=env, timeout=limit)
    if result.status == "timeout":
        done = set(result.durations)
        stuck = [n for n in ids if n not in done]
        hung.update(stuck)
        progress(f"selfheal: reproducing hung after {limit:.0f} s: {len(stuck)} test(s) "
                 "counted as hanging")
        result.failed = sorted(set(result.failed) | set(stuck))
    result.failed = sorted(set(result.failed) | hung)
    return result, hung


def expected_seconds(nodeids: Iterable[str], passing: Mapping[str, float],
                     measured: Mapping[str, float], hung: set[str]) -> float:
    """Seconds these ids should take once they pass: from tests that finished.

    Per id, the larger of its own measured time (unless it hung) and the slowest
    passing test of its file (else the median passing test of the run).
    """
    by_file: dict[str, list[float]] = {}
    for nid, secs in passing.items():
        by_file.setdefault(nid.split("::", 1)[0], []).append(secs)
    overall = statistics.median(passing.values()) if passing else 0.0
    total = 0.0
    for nid in nodeids:
        peers = by_file.get(nid.split("::", 1)[0])
        guess = max(peers) if peers else overall
        own = 0.0 if nid in hung else measured.get(nid, 0.0)
        total += max(guess, own)
    return total


def confirm_timeout(nodeids: Iterable[str], passing: Mapping[str, float],
                    ceiling: float, also: float = 0.0) -> float:
    """A confirm run's timeout: from the ids' durations in the user's run (plus `also`
    seconds expected of the healed ids it reruns), at most ceiling."""
    ids = list(nodeids)
    known = [passing[n] for n in ids if n in passing]
    if len(known) < len(ids):
        return ceiling  # some durations unknown: keep the user's ceiling
    return min(ceiling, CONFIRM_SLACK + 5 * (sum(known) + also))
