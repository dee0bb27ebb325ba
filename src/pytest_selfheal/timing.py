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
from typing import Any, Protocol

from pytest_selfheal.records import Failure, RerunResult
from pytest_selfheal.rerun import run_tests
from pytest_selfheal.sandbox.base import Sandbox

WARM_REPRODUCE_MAX = 10.0  # seconds of failing tests (in the user's run) worth a warm try
WARM_SLACK = 10.0  # seconds a warm reproduce may take beyond 3x the user's durations
REPRODUCE_MIN = 60.0  # seconds the reproduce run may take at least (a loaded machine)
CONFIRM_SLACK = 20.0  # seconds on top of 5x the confirm ids' durations
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
    """True when the test hung: stopped by a timeout, or it took the whole timeout."""
    if failure.when == "collect":
        return False
    if timeout and failure.duration >= 0.9 * timeout:
        return True
    head = f"{failure.exc_type}: {failure.message}"
    return bool(_HANG.search(head)) and failure.exc_type in ("Failed", "TimeoutError", "")


class WarmRerun(Protocol):
    """A warm fork server that can run ids with the result plugin (the built-in engine's)."""

    def rerun(self, nodeids: list[str], timeout: float) -> RerunResult | None: ...

    def disagrees(self, reason: str) -> None: ...


class NotedWarm:
    """A ``WarmRerun`` whose disagreement is said in one line and kept in the notes."""

    def __init__(self, warm: WarmRerun, notes: list[str],
                 progress: Callable[[str], None]) -> None:
        self.warm = warm
        self.notes = notes
        self.progress = progress
        self.last: RerunResult | None = None

    def rerun(self, nodeids: list[str], timeout: float) -> RerunResult | None:
        self.last = self.warm.rerun(nodeids, timeout)
        return self.last

    def disagrees(self, reason: str) -> None:
        note = f"validating in fresh pytest processes: {reason}"
        self.notes.append(note)
        self.progress(f"selfheal: builtin: {note}")
        self.warm.disagrees(reason)


def same_failures(result: RerunResult, failures: list[Failure], ids: list[str]) -> bool:
    """The rerun failed exactly as the user's run did: the same ids, each in the same
    phase with the same exception type."""
    if result.status != "failed" or set(result.failed) != set(ids):
        return False
    seen = {(f.nodeid, f.when, f.exc_type) for f in result.failures}
    return all((f.nodeid, f.when, f.exc_type) in seen for f in failures if f.nodeid in ids)


def reproduce(sandbox: Sandbox, worktree: Path, cwd: Path, failures: list[Failure],
              env: dict[str, str], timeout: float, user_limit: float | None,
              progress: Callable[[str], None], warm: WarmRerun | None = None,
              ) -> tuple[RerunResult, set[str]]:
    """Rerun the failing ids that did not hang; return the result and the hung ids.

    With ``warm``, quick ids are first run in the warm server: a run that fails exactly
    as the user's did is the reproduction, one process start sooner. Anything else is
    decided by a fresh process, the reference; when that one fails as the user's run
    did and the warm server had said otherwise, the server is told it disagrees.
    """
    hung = {f.nodeid for f in failures if is_hang(f, user_limit)}
    ids = list(dict.fromkeys(f.nodeid for f in failures if f.nodeid not in hung))
    if hung:
        progress(f"selfheal: {len(hung)} failing test(s) hung in your run; they are not "
                 "rerun and never calibrate a candidate timeout")
    if not ids:
        return RerunResult(nodeids=[], status="failed", failed=sorted(hung)), hung
    own = {f.nodeid: f.duration for f in failures}
    expected = sum(own.get(n, 0.0) for n in ids)
    limit = min(timeout, max(REPRODUCE_MIN, 3 * expected))
    quick = None
    if warm is not None and expected <= WARM_REPRODUCE_MAX:
        quick = warm.rerun(ids, min(limit, WARM_SLACK + 3 * expected))
        if quick is not None and same_failures(quick, failures, ids):
            return quick, hung
    result = run_tests(sandbox, worktree, cwd, ids, env=env, timeout=limit)
    if (warm is not None and quick is not None and same_failures(result, failures, ids)
            and not set(quick.passed) & set(ids)):  # a warm pass may be a flaky test's
        warm.disagrees(f"the warm server's rerun of the failing tests {_gist(quick, failures)}"
                       " where a fresh pytest process fails them as your run did")
    if result.status == "timeout":
        done = set(result.durations)
        stuck = [n for n in ids if n not in done]
        hung.update(stuck)
        progress(f"selfheal: reproducing hung after {limit:.0f} s: {len(stuck)} test(s) "
                 "counted as hanging")
        result.failed = sorted(set(result.failed) | set(stuck))
    result.failed = sorted(set(result.failed) | hung)
    return result, hung


def _gist(result: RerunResult, failures: list[Failure]) -> str:
    """What the rerun did unlike the user's run, in a few words."""
    usual = {(f.nodeid, f.when, f.exc_type) for f in failures}
    odd = [f for f in result.failures if (f.nodeid, f.when, f.exc_type) not in usual]
    if not odd:
        return f"ended {result.status}"
    return f"failed {odd[0].nodeid} with {odd[0].exc_type}: {odd[0].message[:120]}"


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
