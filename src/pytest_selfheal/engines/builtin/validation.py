"""Validate candidates on every core: slots, each a tree copy with its own warm server.

Slot 0 is the scratch worktree itself; slots 1..N-1 are copies of its checkout (next to
it, inside the heal's temp dir, so every sandbox sees them), each with its own warm fork
server whose environment points into the copy. ``Pool.first`` validates candidates in
rank order on all slots at once and returns what a serial search returns: the
best-ranked plausible candidate, never merely the first to finish. A candidate is
plausible when the failing ids pass and no passing neighbour test breaks (regression
screening in the warm server, before the loop ever sees it).
"""

from __future__ import annotations

import os
import queue
import shutil
import tempfile
import threading
from collections.abc import Callable, Iterable
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from pytest_selfheal.engines.builtin.model import Candidate
from pytest_selfheal.engines.builtin.neighbours import RegressionCheck
from pytest_selfheal.engines.builtin.slotcopy import (
    COPY_LIMIT_BYTES,
    COPY_LIMIT_FILES,
    checkout_top,
    slot_env,
    sync_tree,
    tree_size,
)
from pytest_selfheal.warmworker import CandidateResult, WarmWorker, run_fresh

if TYPE_CHECKING:
    from pytest_selfheal.sandbox.base import Sandbox

AUDIT_WINDOW = 3  # the first verdicts of a group that may be checked in a fresh process
FRESH_STARTUP = 10.0  # seconds a fresh pytest process may need to start, at least
COLD_POLL = 0.05  # seconds between looks at a slot whose server is still starting
T = TypeVar("T")
R = TypeVar("R")


def default_workers() -> int:
    """The cores this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


class Files:
    """Writes candidate texts into one tree and always restores the originals."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.original: dict[str, bytes] = {}

    def text(self, path: str) -> str:
        return self.bytes(path).decode("utf-8", "replace")

    def bytes(self, path: str) -> bytes:
        if path not in self.original:
            self.original[path] = (self.root / path).read_bytes()
        return self.original[path]

    def write(self, path: str, new_source: str) -> None:
        self.bytes(path)
        (self.root / path).write_text(new_source, encoding="utf-8", newline="")

    def restore(self) -> None:
        for path, data in self.original.items():
            target = self.root / path
            if not target.exists() or target.read_bytes() != data:
                target.write_bytes(data)
        self.original.clear()


@dataclass
class Verdict:
    cand: Candidate
    result: CandidateResult  # the failing ids' run
    overfit: bool = False  # the failing ids pass but a passing neighbour broke

    @property
    def plausible(self) -> bool:
        return self.result.status == "passed" and not self.overfit


class Slot:
    """One tree and the warm worker validating in it."""

    def __init__(self, cwd: Path, worker: WarmWorker) -> None:
        self.cwd = cwd
        self.worker = worker
        self.files = Files(cwd)

    def judge(self, cand: Candidate, failing: list[str], timeout: float,
              check: RegressionCheck | None, audit: Audit | None = None) -> Verdict:
        """Write the candidate, run the failing ids, screen the neighbours, restore."""
        try:
            self.files.write(cand.path, cand.new_source)
            result = self.worker.run(failing, timeout)
            if audit is not None:
                result = audit(self, result, failing, timeout)
            overfit = False
            if result.status == "passed" and check is not None:
                overfit = check.regresses(
                    self.worker, self.files.restore,
                    lambda: self.files.write(cand.path, cand.new_source))
        finally:
            self.files.restore()
        return Verdict(cand, result, overfit)


Audit = Callable[[Slot, CandidateResult, list[str], float], CandidateResult]


class Pool:
    """The slots of one worktree; ``first`` validates in rank order on all of them.

    It also audits the warm servers: when one of the first verdicts of a group is an
    error or a failure unlike the original (another node, a warning), that candidate is
    run once more in a fresh ``python -m pytest``; if the verdicts differ, every slot
    switches to fresh processes for good and ``fresh_reason`` says why.
    """

    def __init__(self, slots: list[Slot], note: str = "") -> None:
        self.slots = slots
        self.note = note  # why fewer slots than asked, if so
        self.copies: list[Path] = []
        self.fresh_reason: str | None = None
        self.extra_seconds = 0.0  # added to candidate timeouts (fresh processes start slowly)
        self._lock = threading.Lock()
        self._window = 0
        self._original = ""

    def begin_group(self, original: str) -> None:
        """A new group: audit its first verdicts against the original failure's text."""
        with self._lock:
            self._window = AUDIT_WINDOW
            self._original = original

    def audit(self, slot: Slot, result: CandidateResult, failing: list[str],
              timeout: float) -> CandidateResult:
        """The warm verdict, or the fresh one when they differ (then switch to fresh)."""
        with self._lock:
            if self.fresh_reason is not None or self._window <= 0:
                return result
            self._window -= 1
            if not self._unlike(result, failing):
                return result
            self._window = 0  # one fresh check per group
        fresh = run_fresh(slot.cwd, slot.worker.sandbox, slot.worker.env, failing,
                          timeout + FRESH_STARTUP, slot.worker.stop_after)
        if fresh.status == result.status and (result.status != "failed"
                                              or fresh.failed_nodeid == result.failed_nodeid):
            return result
        what = result.message or result.failed_nodeid or ""
        self.extra_seconds = max(FRESH_STARTUP, 2 * fresh.duration)  # a process start each
        self.switch(f"the warm server said {result.status} ({what[:160]}) where a fresh "
                    f"pytest process says {fresh.status}")
        return fresh

    def _unlike(self, result: CandidateResult, failing: list[str]) -> bool:
        if result.status == "error":
            return True
        if result.status != "failed":
            return False
        # a failing id's own module failing to import is an ordinary verdict on a candidate
        usual = set(failing) | {n.split("::", 1)[0] for n in failing}
        return (result.failed_nodeid not in usual
                or ("Warning" in result.message and "Warning" not in self._original))

    def switch(self, reason: str) -> None:
        """Validate in fresh processes from now on, on every slot."""
        with self._lock:
            if self.fresh_reason is not None:
                return
            self.fresh_reason = reason
        say = self.main.worker.reporter
        if say is not None:
            say(f"selfheal: builtin: validating in fresh pytest processes from now on: {reason}")
        for slot in self.slots:
            slot.worker.close()
            slot.worker.fallback_reason = reason

    @property
    def main(self) -> Slot:
        return self.slots[0]

    @classmethod
    def create(cls, cwd: Path, sandbox: Sandbox, env: dict[str, str], workers: int,
               reporter: Callable[[str], None] | None = None,
               worker: WarmWorker | None = None) -> Pool:
        main = worker or WarmWorker(cwd, sandbox, env, reporter=reporter)
        pool = cls([Slot(cwd, main)])
        if workers <= 1:
            return pool
        top = checkout_top(cwd)
        files, size = tree_size(top)
        if files > COPY_LIMIT_FILES or size > COPY_LIMIT_BYTES:
            pool.note = (f"the checkout is too big to copy ({files} files, {size >> 20} MB): "
                         "validating candidates on one worker")
            return pool
        for _ in range(workers - 1):
            copy = Path(tempfile.mkdtemp(prefix="slot-", dir=top.parent))
            pool.copies.append(copy)
            sync_tree(top, copy)
            slot_cwd = copy / cwd.relative_to(top)
            w = WarmWorker(slot_cwd, sandbox, slot_env(env, top, copy), reporter=reporter)
            pool.slots.append(Slot(slot_cwd, w))
        return pool

    def launch(self, main: bool = True, others: bool = True) -> None:
        """Start servers in the background (only the main one while the loop reproduces:
        the others would compete with it for the cores)."""
        for slot in (self.slots[:1] if main else []) + (self.slots[1:] if others else []):
            slot.worker.launch()

    def sync(self) -> None:
        """Bring the copies up to the worktree's current state (kept fixes, resets)."""
        top = checkout_top(self.main.cwd)
        for copy in self.copies:
            sync_tree(top, copy)

    def stop_after(self, limit: tuple[list[str], float] | None) -> None:
        """Stop these tests once their call runs this long, on every slot (None: never)."""
        for slot in self.slots:
            slot.worker.stop_after = limit

    def set_reporter(self, reporter: Callable[[str], None] | None) -> None:
        for slot in self.slots:
            slot.worker.reporter = reporter

    def close(self) -> None:
        for slot in self.slots:
            slot.worker.close()
        for copy in self.copies:
            shutil.rmtree(copy, ignore_errors=True)
        self.copies = []

    def map(self, fn: Callable[[Slot, T], R], items: Iterable[T]) -> list[R]:
        """``fn(slot, item)`` for every item, each on a free slot, every slot at once;
        the results in the items' order."""
        free: queue.SimpleQueue[Slot] = queue.SimpleQueue()
        for slot in self.slots:
            free.put(slot)

        def one(item: T) -> R:
            slot = free.get()
            try:
                return fn(slot, item)
            finally:
                free.put(slot)

        with ThreadPoolExecutor(len(self.slots), thread_name_prefix="selfheal-slot") as ex:
            return list(ex.map(one, items))

    def first(self, cands: Iterable[Candidate], failing: list[str],
              timeout: Callable[[], float], check: RegressionCheck | None,
              stop: Callable[[], bool], on_submit: Callable[[Candidate], None],
              on_verdict: Callable[[Verdict], None]) -> Verdict | None:
        """The best-ranked plausible candidate, validating on every slot at once.

        Candidates are handed out in order; once one is plausible no later one is
        started, and the answer waits for every earlier one still running. So the
        winner is exactly what validating one at a time would pick.
        """
        todo = iter(cands)
        if len(self.slots) == 1:  # no threads: the serial search, step by step
            for cand in todo:
                if stop():
                    return None
                on_submit(cand)
                verdict = self.main.judge(cand, failing, timeout(), check, self.audit)
                on_verdict(verdict)
                if verdict.plausible:
                    return verdict
            return None
        # the main slot at once; another joins when its server is warm (a slot still
        # starting would hold a candidate that the main one could judge meanwhile)
        free = [self.main]
        cold = self.slots[1:]
        for slot in cold:
            slot.worker.launch()
        running: dict[Future[Verdict], tuple[int, Slot]] = {}
        best: tuple[int, Verdict] | None = None
        index = 0
        exhausted = False
        with ThreadPoolExecutor(len(self.slots), thread_name_prefix="selfheal-slot") as ex:
            try:
                while True:
                    for slot in [c for c in cold if _usable(c)]:
                        cold.remove(slot)
                        free.append(slot)
                    while free and best is None and not exhausted and not stop():
                        nxt = next(todo, None)
                        if nxt is None:
                            exhausted = True
                            break
                        slot = free.pop()
                        on_submit(nxt)
                        fut = ex.submit(slot.judge, nxt, failing, timeout(), check,
                                        self.audit)
                        running[fut] = (index, slot)
                        index += 1
                    if not running:
                        break
                    done, _ = wait(running, timeout=COLD_POLL if cold else None,
                                   return_when=FIRST_COMPLETED)
                    for fut in sorted(done, key=lambda f: running[f][0]):
                        i, slot = running.pop(fut)
                        free.append(slot)
                        verdict = fut.result()
                        on_verdict(verdict)
                        if verdict.plausible and (best is None or i < best[0]):
                            best = (i, verdict)
            except BaseException:
                for fut in running:
                    fut.cancel()
                raise
        return best[1] if best is not None else None


def _usable(slot: Slot) -> bool:
    """The slot can judge now: its server is warm, or it validates in fresh processes, or
    its server died while starting (``run`` then restarts it or falls back, and says so)."""
    w = slot.worker
    return w.fallback_reason is not None or w.ready_now() or w.died_starting()


def judge_all(pool: Pool, cands: list[Candidate], failing: list[str], timeout: float
              ) -> list[Verdict]:
    """Validate every candidate, no early stop, on every slot; verdicts in input order.

    The throughput benchmark's measure of candidates per second against workers.
    """
    return pool.map(lambda slot, cand: slot.judge(cand, failing, timeout, None), cands)
