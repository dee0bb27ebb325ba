"""Reject overfitting candidates in the search: the passing tests next to the failing ones.

A candidate that makes the failing ids pass is only plausible (GenProg's sense) if it
keeps the other tests of the same test files passing. Those are run once per such
candidate in the warm worker, which is far cheaper than a loop iteration that
applies the patch, confirms it on the suite and starts the search again.

The neighbours are first run once on the original code: when they pass, their time
sets the limit of every later run (ten times it, at least a second, at most the
check's timeout), and a candidate under which they run past that limit made them hang
(`remaining = -n` that fixes a negative input and loops forever on the others): a
regression too, found in a second where the confirm step would wait out its timeout.
"""

from __future__ import annotations

import ast
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from pytest_selfheal.warmworker import CandidateResult

MAX_NEIGHBOURS = 200
BASELINE_CHECKS = 4  # neighbours found failing without the candidate before giving up
HANG_FACTOR = 10.0  # the neighbours may take this many times their time on the original
HANG_MIN = 1.0  # seconds, at least
MEASURE_LIMIT = 3.0  # seconds the measuring run on the original may take


class _Runner(Protocol):
    def run(self, nodeids: list[str], timeout: float) -> CandidateResult: ...


def _base(nodeid: str) -> str:
    return nodeid.split("[", 1)[0]


def neighbour_ids(root: Path, failing: list[str]) -> list[str]:
    """Node ids of the test functions in the failing ids' files, minus the failing ones."""
    skip = {_base(n) for n in failing}
    out: list[str] = []
    for file in dict.fromkeys(n.split("::", 1)[0] for n in failing):
        try:
            tree = ast.parse((root / file).read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, SyntaxError, ValueError):
            continue
        for node in tree.body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith(
                    "test"):
                out.append(f"{file}::{node.name}")
            elif isinstance(node, ast.ClassDef) and node.name.startswith("Test"):
                out += [f"{file}::{node.name}::{m.name}" for m in node.body
                        if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef))
                        and m.name.startswith("test")]
    return [n for n in dict.fromkeys(out) if n not in skip][:MAX_NEIGHBOURS]


class RegressionCheck:
    """Runs the neighbours on a written candidate; learns which already fail without it.

    One check is shared by every validation slot (``validation.Pool``): what it learns
    about the neighbours is kept under a lock, each call brings its own runner and the
    callables that restore the original files and write the candidate again.
    """

    def __init__(self, ids: list[str], timeout: float) -> None:
        self.ids = list(ids)
        self.timeout = timeout
        self.good: set[str] = set()  # neighbours seen passing on the original
        self.rejected = 0
        self.limit: float | None = None  # seconds, once the original's run is measured
        self._lock = threading.Lock()

    def regresses(self, runner: _Runner, restore: Callable[[], None],
                  rewrite: Callable[[], None]) -> bool:
        """With the candidate on disk: True when a neighbour that passes on the original fails."""
        for _ in range(BASELINE_CHECKS):
            with self._lock:
                ids = list(self.ids)
            if not ids:
                return False
            limit = self._measured(runner, ids, restore, rewrite)
            res = runner.run(ids, limit or self.timeout)
            if res.status == "timeout":
                if limit is None:
                    return False  # slow anyway: the limit says nothing about the patch
                with self._lock:
                    self.rejected += 1
                return True  # quick on the original, hanging with the candidate
            failed = res.failed_nodeid or ""
            # a learned neighbour is a parametrization (`test_q[1-3]`), the others functions
            bad = failed if failed in ids else _base(failed)
            if res.status != "failed" or bad not in ids:
                return False  # passed, or a timeout/error that says nothing about the patch
            with self._lock:
                known = bad in self.good
            if not known:
                restore()
                try:
                    before = runner.run([bad], self.timeout)
                finally:
                    rewrite()
                with self._lock:
                    if before.status != "passed":
                        if bad in self.ids:
                            self.ids.remove(bad)  # fails anyway: another group's failure
                        continue
                    self.good.add(bad)
            with self._lock:
                self.rejected += 1
            return True
        with self._lock:
            self.ids = []  # too many neighbours fail already: the check says nothing
        return False

    def _measured(self, runner: _Runner, ids: list[str], restore: Callable[[], None],
                  rewrite: Callable[[], None]) -> float | None:
        """The limit the neighbours' time on the original sets (measured once), or None
        when they do not all pass there."""
        with self._lock:
            if self.limit is not None:
                return self.limit or None
        restore()
        try:  # neighbours that hang on the original too (another group's) cost little
            before = runner.run(ids, min(self.timeout, MEASURE_LIMIT))
        finally:
            rewrite()
        with self._lock:
            if before.status == "passed":
                self.limit = min(self.timeout, max(HANG_MIN, HANG_FACTOR * before.duration))
            else:
                self.limit = 0.0  # some fail or hang anyway: keep the check's own timeout
            return self.limit or None
