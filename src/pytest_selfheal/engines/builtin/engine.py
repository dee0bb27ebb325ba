"""The built-in engine: classic template-based repair behind the Engine protocol, no LLM.

Each ``propose`` runs the candidate search in the request's scratch worktree and
turns the winning candidate into a unified diff. It remembers what it proposed
(and what failed validation) per group, so after the loop reports that a proposal
broke another test the next call continues the search past it; the coverage
spectrum is collected at most once per group.
"""

from __future__ import annotations

import difflib
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pytest_selfheal.changes import Bases, ChangeSet, collect_changes
from pytest_selfheal.engines.base import BudgetExceeded, Exhausted, Proposal, RepairRequest
from pytest_selfheal.engines.builtin.search import search
from pytest_selfheal.records import RerunResult
from pytest_selfheal.warmworker import WarmWorker

if TYPE_CHECKING:
    from pytest_selfheal.sandbox.base import Sandbox

DEADLINE_MARGIN = 2.0  # seconds left to the loop after the search, to apply and rerun


class BuiltinEngine:
    name = "builtin"

    def __init__(self, budget_seconds: float = 45.0, max_candidates: int = 400,
                 bases: Bases | None = None) -> None:
        self.budget_seconds = budget_seconds
        self.max_candidates = max_candidates
        self.bases = bases  # the user's HEAD and --selfheal-since commits, for change ranking
        self._changes: dict[str, ChangeSet] = {}  # group id -> lines changed in the worktree
        self._proposed: dict[str, set[str]] = {}  # group id -> candidate keys proposed
        self._failed: dict[str, set[str]] = {}  # group id -> keys that did not validate
        self._workers: dict[str, tuple[WarmWorker, dict[str, str]]] = {}
        self._spectra: dict[str, dict[str, Any]] = {}  # group id -> coverage spectrum, once

    def propose(self, request: RepairRequest) -> Proposal:
        budget = self.budget_seconds
        if request.deadline is not None:
            budget = min(budget, request.deadline - time.monotonic() - DEADLINE_MARGIN)
            if budget <= 1.0:
                raise BudgetExceeded("wall-time budget ran out before the built-in search; "
                                     "raise --selfheal-max-time")
        progress = _reporter(request)
        proposed = self._proposed.setdefault(request.group_id, set())
        failed = self._failed.setdefault(request.group_id, set())
        result = search(
            request.worktree, request.failures, request.sandbox, request.env,
            budget_seconds=budget, max_candidates=self.max_candidates,
            baseline_duration=request.baseline_duration, progress=progress,
            exclude_keys=proposed | failed, worker=self._worker(request, progress),
            spectrum_cache=self._spectra.setdefault(request.group_id, {}),
            neighbours=bool(proposed),  # a proposal was rejected: screen for overfitting
            changes=self._changes_for(request),
        )
        failed |= result.failed_keys
        cand = result.candidate
        if cand is None:
            more = f" (after {len(proposed)} earlier proposal(s))" if proposed else ""
            raise Exhausted(result.reason + more, candidates_tried=result.tried)
        proposed.add(cand.key)
        failing = list(dict.fromkeys(f.nodeid for f in request.failures))
        old = (request.worktree / cand.path).read_bytes().decode("utf-8", "replace")
        return Proposal(
            diff=file_diff(cand.path, old, cand.new_source),
            engine=self.name,
            raw_reply=cand.description,
            operator=cand.operator,
            location=f"{cand.path}:{cand.line}",
            signal=cand.signal,
            candidates_tried=result.tried,
            # the warm worker ran every failing id on exactly this candidate, in this sandbox
            prevalidated=RerunResult(nodeids=failing, status="passed", passed=failing,
                                     duration=result.seconds),
        )

    def _changes_for(self, request: RepairRequest) -> ChangeSet | None:
        """Lines changed in the worktree against the user's HEAD and since-ref, once a group."""
        if self.bases is None or not self.bases.head:
            return None
        if request.group_id not in self._changes:
            self._changes[request.group_id] = collect_changes(request.worktree, self.bases)
        return self._changes[request.group_id]

    def prepare(self, worktree: Path, sandbox: Sandbox, env: dict[str, str]) -> None:
        """Launch the warm fork server now, so it warms up while the loop reproduces."""
        request = RepairRequest(group_id="", failures=[], worktree=worktree, sandbox=sandbox,
                                env=env)
        self._worker(request, None).launch()

    def close(self) -> None:
        workers, self._workers = self._workers, {}
        for worker, _ in workers.values():
            worker.close()

    def _worker(self, request: RepairRequest, progress: Callable[[str], None] | None
                ) -> WarmWorker:
        """One warm worker per worktree, kept across proposals; new if the env changed."""
        key = str(request.worktree)
        held = self._workers.get(key)
        if held is not None and held[1] == request.env and held[0].sandbox is request.sandbox:
            held[0].reporter = progress
            return held[0]
        if held is not None:
            held[0].close()
        worker = WarmWorker(request.worktree, request.sandbox, request.env, reporter=progress)
        self._workers[key] = (worker, dict(request.env))
        return worker


def _reporter(request: RepairRequest) -> Callable[[str], None] | None:
    rep = request.reporter
    return rep if callable(rep) else None


def file_diff(path: str, old: str, new: str) -> str:
    """A git-style unified diff of one file (``--- a/path`` / ``+++ b/path``)."""
    try:
        from pytest_selfheal.diffparse import make_diff
    except ImportError:  # pragma: no cover - diffparse is part of the package
        return _unified_diff(path, old, new)
    return make_diff(path, old, new)


def _unified_diff(path: str, old: str, new: str) -> str:
    out: list[str] = []
    lines = difflib.unified_diff(old.splitlines(keepends=True), new.splitlines(keepends=True),
                                 f"a/{path}", f"b/{path}")
    for line in lines:
        out.append(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n")
    return "".join(out)

