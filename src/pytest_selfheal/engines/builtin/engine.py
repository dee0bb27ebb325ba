"""The built-in engine: classic template-based repair behind the Engine protocol, no LLM.

Each ``propose`` runs the candidate search in the request's scratch worktree and
turns the winning candidate into a unified diff. It remembers what it proposed
(and what failed validation) per group, so after the loop reports that a proposal
broke another test the next call continues the search past it; the coverage
spectrum is collected at most once per group. The search budget
(``--selfheal-builtin-time``) is per group, shared by all its proposals, and shared
by all the groups of tests that hung (one endless loop often fails several), by all
the groups that one small edit failed and by the groups of one test file. Candidates
are validated on ``--selfheal-workers`` slots at once (``validation.Pool``).
"""

from __future__ import annotations

import difflib
import re
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pytest_selfheal.changes import Bases, ChangeSet, collect_changes
from pytest_selfheal.engines.base import BudgetExceeded, Exhausted, Proposal, RepairRequest
from pytest_selfheal.engines.builtin.search import search
from pytest_selfheal.engines.builtin.validation import Pool, default_workers
from pytest_selfheal.records import RerunResult
from pytest_selfheal.timing import is_hang

if TYPE_CHECKING:
    from pytest_selfheal.sandbox.base import Sandbox

DEADLINE_MARGIN = 2.0  # seconds left to the loop after the search, to apply and rerun
ONE_EDIT_SPAN = 5  # changed lines within this many lines of one file: one slip


def one_small_edit(changes: ChangeSet | None) -> bool:
    """True when everything that changed (against HEAD, else since the reference) lies
    within a few lines of one file: one slip, whatever number of groups it failed."""
    lines = (changes.head or changes.since) if changes else {}
    if len(lines) != 1:
        return False
    (got,) = lines.values()
    return bool(got) and max(got) - min(got) < ONE_EDIT_SPAN


class BuiltinEngine:
    name = "builtin"

    # The loop may let a regression found by its confirm step not use up an iteration:
    # this engine's search budget per group is bounded, so the loop still ends.
    bounded_per_group = True

    def __init__(self, budget_seconds: float = 45.0, max_candidates: int = 2000,
                 workers: int | None = None, bases: Bases | None = None) -> None:
        self.budget_seconds = budget_seconds
        self.max_candidates = max_candidates
        self.workers = workers or default_workers()
        self.bases = bases  # the user's HEAD and --selfheal-since commits, for change ranking
        self._changes: dict[str, ChangeSet] = {}  # group id -> lines changed in the worktree
        self._proposed: dict[str, set[str]] = {}  # group id -> candidate keys proposed
        self._failed: dict[str, set[str]] = {}  # group id -> keys that did not validate
        self._spent: dict[str, float] = {}  # group id -> search seconds used
        self._hung: set[str] = set()  # groups of tests that hung: one budget between them
        self._one_edit: set[str] = set()  # groups failed by one small edit: one budget too
        self._files: dict[str, set[str]] = {}  # cluster of groups of one test file -> ids
        self._pools: dict[str, tuple[Pool, dict[str, str]]] = {}
        self._spectra: dict[str, dict[str, Any]] = {}  # group id -> coverage spectrum, once

    def budget_for(self, request: RepairRequest) -> float:
        """Search seconds this request may use: what its group has left, and for tests that
        hung, what every hung group together has left (one hanging bug that split into
        several groups still ends within the budget, plus the loop's overhead); so do the
        groups that share a test file with them (`RepairRequest.shares_hang`). Groups
        failed by one small edit (`one_small_edit`) share one budget the same way, and so
        do the groups whose failing tests share a test file (`RepairRequest.shares_file`):
        one committed bug that fails a file's tests in several ways."""
        spent = self._spent.get(request.group_id, 0.0)
        budget = self.budget_seconds - spent
        if spent and budget <= 1.0:
            raise Exhausted(f"search budget of {self.budget_seconds:.0f} s for this group is "
                            f"used up (after {len(self._proposed.get(request.group_id, ()))} "
                            "proposal(s)); raise --selfheal-builtin-time")
        pools: list[tuple[set[str], str]] = []
        if request.shares_hang or any(is_hang(f) for f in request.failures):
            pools.append((self._hung, "tests that hung and the tests of their files"))
        if one_small_edit(self._changes_quietly(request)):
            pools.append((self._one_edit, "the failures of one small edit"))
        if request.shares_file is not None:
            pools.append((self._files.setdefault(request.shares_file, set()),
                          "the groups of one test file"))
        for groups, what in pools:
            others = sum(self._spent.get(g, 0.0) for g in groups if g != request.group_id)
            budget = min(budget, self.budget_seconds - spent - others)
            if budget <= 1.0:
                raise Exhausted(f"search budget of {self.budget_seconds:.0f} s for {what}, "
                                "shared by every group of them, is used up; raise "
                                "--selfheal-builtin-time")
            groups.add(request.group_id)
        return budget

    def _changes_quietly(self, request: RepairRequest) -> ChangeSet | None:
        try:
            return self._changes_for(request)
        except Exception:  # noqa: BLE001 - an unreadable change set only loses the sharing
            return None

    def propose(self, request: RepairRequest) -> Proposal:
        spent = self._spent.get(request.group_id, 0.0)
        budget = self.budget_for(request)
        if request.deadline is not None:
            budget = min(budget, request.deadline - time.monotonic() - DEADLINE_MARGIN)
            if budget <= 1.0:
                raise BudgetExceeded("wall-time budget ran out before the built-in search; "
                                     "raise --selfheal-max-time")
        progress = _reporter(request)
        proposed = self._proposed.setdefault(request.group_id, set())
        failed = self._failed.setdefault(request.group_id, set())
        replayed, tried = self._replay(request, progress) if not proposed else (None, 0)
        if replayed is not None:  # a recalled fix, re-anchored, passes: the first candidate
            proposed.add(f"replay:{replayed.diff}")
            return replayed
        start = time.monotonic()
        try:
            result = search(
                request.worktree, request.failures, request.sandbox, request.env,
                budget_seconds=budget, max_candidates=self.max_candidates,
                baseline_duration=request.baseline_duration, progress=progress,
                exclude_keys=proposed | failed, pool=self._pool(request, progress),
                spectrum_cache=self._spectrum_cache(request),
                neighbours=True,  # screen for regressions before the loop sees a candidate
                prefer=_memory_hints(request),
                changes=self._changes_for(request),
                learned=[n for past in request.history if past.status == "regression"
                         for n in past.broke] + request.passing_siblings,
                failing_elsewhere=request.failing_elsewhere,
                hung_elsewhere=request.hung_elsewhere,
            )
        finally:
            self._spent[request.group_id] = spent + time.monotonic() - start
        result.tried += tried
        failed |= result.failed_keys
        cand = result.candidate
        if cand is None:
            more = f" (after {len(proposed)} earlier proposal(s))" if proposed else ""
            raise Exhausted(result.reason + more, candidates_tried=result.tried,
                            notes=result.notes)
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
            summary=fix_summary(cand.operator, f"{cand.path}:{cand.line}", cand.description),
            # the warm worker ran every failing id on exactly this candidate, in this sandbox
            prevalidated=RerunResult(nodeids=failing, status="passed", passed=failing,
                                     duration=result.seconds),
            notes=result.notes,
        )

    def _replay(self, request: RepairRequest, progress: Callable[[str], None] | None
                ) -> tuple[Proposal | None, int]:
        """Replay recalled fixes (fix memory) before any template candidate."""
        if not any(m.kind == "fix" for m in request.memories):
            return None, 0
        from pytest_selfheal.memory.replay import propose_replay

        return propose_replay(request, self._pool(request, progress).main.worker)

    def _spectrum_cache(self, request: RepairRequest) -> dict[str, Any]:
        """The group's coverage spectrum, once; shared with the LLM engine when both run."""
        if request.localization is not None:
            return request.localization.group(request.group_id).spectrum_cache
        return self._spectra.setdefault(request.group_id, {})

    def _changes_for(self, request: RepairRequest) -> ChangeSet | None:
        """Lines changed in the worktree against the user's HEAD and since-ref, once a group."""
        if self.bases is None or not self.bases.head:
            return None
        if request.localization is not None:
            shared = request.localization.group(request.group_id)
            return shared.changes_for(request.worktree, self.bases)
        if request.group_id not in self._changes:
            self._changes[request.group_id] = collect_changes(request.worktree, self.bases)
        return self._changes[request.group_id]

    def prepare(self, worktree: Path, sandbox: Sandbox, env: dict[str, str]) -> None:
        """Launch the warm fork servers now, so they warm up while the loop reproduces."""
        request = RepairRequest(group_id="", failures=[], worktree=worktree, sandbox=sandbox,
                                env=env)
        self._pool(request, None).launch(others=False)
        # the templates and localization import in a quarter second: do it while the
        # loop waits for the reproduce run, not in the first search's time to green
        threading.Thread(target=_import_stages, name="selfheal-imports", daemon=True).start()

    def close(self) -> None:
        pools, self._pools = self._pools, {}
        for pool, _ in pools.values():
            pool.close()

    def _pool(self, request: RepairRequest, progress: Callable[[str], None] | None) -> Pool:
        """One validation pool per worktree, kept across proposals; new if the env changed."""
        key = str(request.worktree)
        held = self._pools.get(key)
        if (held is not None and held[1] == request.env
                and held[0].main.worker.sandbox is request.sandbox):
            held[0].set_reporter(progress)
            return held[0]
        if held is not None:
            held[0].close()
        pool = Pool.create(request.worktree, request.sandbox, request.env, self.workers,
                           progress)
        if pool.note and progress is not None:
            progress(f"selfheal: builtin: {pool.note}")
        self._pools[key] = (pool, dict(request.env))
        return pool


def _import_stages() -> None:
    from pytest_selfheal.engines.builtin import localize, operators, spectrum  # noqa: F401


def _memory_hints(request: RepairRequest) -> Any:
    if not request.memories:
        return None
    from pytest_selfheal.memory.replay import hints

    return hints(request.worktree, request.memories)


def _reporter(request: RepairRequest) -> Callable[[str], None] | None:
    rep = request.reporter
    return rep if callable(rep) else None


def fix_summary(operator: str, location: str, description: str) -> str:
    """The candidate in words: "compare-op at inventory.py:37: `<` became `<=`"."""
    # a compound's parts are joined by "; " (compound.py); code may hold a ";" itself
    parts = [re.sub(r"^line \d+: ", "", part.strip())
             for part in re.split(r";\s*(?=line \d+: )", description)]
    words = "; ".join(p.replace(" -> ", " became ") for p in parts if p)
    return f"{operator} at {location}: {words}" if words else f"{operator} at {location}"


def file_diff(path: str, old: str, new: str) -> str:
    """A git-style unified diff of one file (``--- a/path`` / ``+++ b/path``)."""
    try:
        from pytest_selfheal.diffs.parse import make_diff
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

