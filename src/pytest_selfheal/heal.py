"""One heal run: snapshot, worktree, reproduce, loop over groups, save, apply back.

Stages (each leaves its result in the ``RunRecord``):
1. snapshot the working tree and open a worktree on it;
2. reproduce: rerun the failing ids at the snapshot (passing now means flaky);
3. heal each failure group with the engines, keeping a group's fix while the
   next one is searched;
4. save run.json and patch.diff; apply the patch to the working tree (not in a
   dry run) when the files it touches have not changed since the snapshot.
"""

from __future__ import annotations

import os
import shutil
import signal
import tempfile
import threading
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from pytest_selfheal import __version__
from pytest_selfheal.engines.base import EngineError
from pytest_selfheal.events import EventLog
from pytest_selfheal.grouping import (
    file_clusters,
    group_failures,
    hang_related,
    unique_nodeids,
)
from pytest_selfheal.hookcalls import notify_healed, veto_patch
from pytest_selfheal.options import Settings
from pytest_selfheal.records import (
    Failure,
    Group,
    RerunResult,
    RunRecord,
    new_run_id,
    save_record_or_fallback,
)
from pytest_selfheal.redact import redact_failure
from pytest_selfheal.sandbox.base import Sandbox, SandboxError
from pytest_selfheal.sandbox.choose import make_sandbox

if TYPE_CHECKING:
    from pytest_selfheal.git.snapshot import Snapshot
    from pytest_selfheal.loop import LoopContext
    from pytest_selfheal.memory.session import MemorySession


class HealRun:
    """Runs the heal for the failures of one pytest session."""

    def __init__(
        self,
        config: pytest.Config,
        settings: Settings,
        failures: list[Failure],
        passed_ids: list[str],
        progress: Callable[[str], None],
    ) -> None:
        self.config = config
        self.settings = settings
        self.failures = failures
        self.passed_ids = passed_ids
        self._write = progress
        self._interrupted = False
        self._signal_name = "Ctrl-C"
        self._cleaning = False
        self._late_signal = ""  # a signal that arrived during clean-up
        self.record = RunRecord(
            run_id=new_run_id(), version=__version__,
            mode="dry_run" if settings.dry_run else "apply",
            settings=settings.for_record(),
        )
        self.run_dir: Path | None = None
        self.memory: MemorySession | None = None
        self.hung_ids: set[str] = set()  # failing tests that hung in the user's run
        self.events = EventLog(self.record.run_id)  # events.jsonl beside run.json, and spans

    def progress(self, line: str) -> None:
        """Write a progress line; every progress line is also a Ctrl-C checkpoint."""
        if self._interrupted:
            raise KeyboardInterrupt
        self._write(line)

    def _on_signal(self, signum: int, frame: object) -> None:
        # The default handler's KeyboardInterrupt can be swallowed when it lands in a
        # finalizer ("Exception ignored in ..."); the flag makes the next checkpoint see it.
        # SIGTERM (a cancelled CI job, a timeout killer) is handled exactly like Ctrl-C.
        if self._interrupted or self._cleaning:
            # during clean-up a signal does not cut saving short; it cancels an apply-back
            # that has not begun writing (git/applyback.py checks it), or else waits for it
            self._late_signal = self._late_signal or _signal_name(signum)
            return
        self._interrupted = True
        self._signal_name = _signal_name(signum)
        raise KeyboardInterrupt

    def run(self) -> RunRecord:
        previous: dict[signal.Signals, Any] = {}
        if threading.current_thread() is threading.main_thread():
            for sig in (signal.SIGINT, signal.SIGTERM):
                previous[sig] = signal.signal(sig, self._on_signal)
        try:
            with self.events.activate(), self.events.step("run", of=self.record):
                return self._run()
        finally:
            for old_sig, handler in previous.items():
                signal.signal(old_sig, handler)

    def _run(self) -> RunRecord:
        from pytest_selfheal.git.snapshot import WorkspaceError, ensure_excluded, take_snapshot
        from pytest_selfheal.redact import Redactor

        start = time.monotonic()
        record = self.record
        rootdir = Path(self.config.rootpath)
        tmp_base = Path(tempfile.mkdtemp(prefix="selfheal-"))
        redact = Redactor.from_environment(rootdir)
        self.events.redact = redact
        snapshot = None
        try:
            from pytest_selfheal.git.worktree import cleanup_stale

            for leftover in cleanup_stale(rootdir):
                self.progress(f"selfheal: removed a worktree left by a killed run: {leftover}")
            try:
                with self.events.step("snapshot"):
                    snapshot = take_snapshot(rootdir, tmp_base)
            except WorkspaceError as exc:
                record.error = str(exc)
                self.progress(f"selfheal: {exc}")
                return record
            if snapshot.note:
                record.notes.append(snapshot.note)
                self.progress(f"selfheal: {snapshot.note}")
            record.snapshot = snapshot.commit
            record.repo_root = str(snapshot.project_dir if snapshot.throwaway
                                   else snapshot.repo_root)
            # .selfheal/ holds the reruns' scratch files in the worktree; the records
            # directory (--selfheal-dir) may be another name in the user's repository.
            ensure_excluded(snapshot.repo_root)
            if not snapshot.throwaway:
                ensure_excluded(snapshot.repo_root, self.settings.dir.rstrip("/") + "/")
            self.events.attach(Path(record.repo_root) / self.settings.dir / "runs" / record.run_id)
            record.failures = [redact_failure(f, redact) for f in self.failures]
            with self.events.scope():  # a step cut short ends with what cut it
                self._heal_in_worktree(snapshot, tmp_base, redact)
        except KeyboardInterrupt:
            record.error = (f"interrupted by {self._signal_name}: "
                            "the working tree was not changed")
            self._write(f"selfheal: {record.error}")
        except (EngineError, SandboxError) as exc:
            record.error = str(exc)
            self.progress(f"selfheal: {exc}")
        finally:
            self._cleaning = True
            record.duration = time.monotonic() - start
            record.finish()
            self._save_and_apply(snapshot, rootdir)
            if snapshot is not None:
                if self.memory is not None:  # after the time to green: cards are written
                    with self.events.step("memory_store"):
                        self.memory.finish(record.applied)
                from pytest_selfheal.git.snapshot import release_snapshot

                release_snapshot(snapshot)
            shutil.rmtree(tmp_base, ignore_errors=True)
        return record

    def _heal_in_worktree(
        self, snapshot: Snapshot, tmp_base: Path, redact: Callable[[str], str]
    ) -> None:
        from pytest_selfheal.cheats import project_module_names
        from pytest_selfheal.classify import classify_group
        from pytest_selfheal.engines.registry import build_engines
        from pytest_selfheal.git.worktree import Worktree
        from pytest_selfheal.loop import LoopContext, heal_group
        from pytest_selfheal.rerun import child_env
        from pytest_selfheal.session import durations_key
        from pytest_selfheal.signature import group_signature
        from pytest_selfheal.timing import expected_seconds, reproduce, user_timeout
        from pytest_selfheal.useropts import ARGS_ENV, carried_args, encode

        record, settings = self.record, self.settings
        groups = group_failures(record.failures,
                                Path(record.repo_root) if record.repo_root else None)
        outside = [f for f in record.failures if f.test_path and os.path.isabs(f.test_path)]
        for f in outside:
            record.notes.append(f"{f.nodeid}: the failing test lies outside the repository; "
                                "it cannot be healed here")
        engines = build_engines(self.config, settings)
        with self.events.step("worktree"):
            worktree = Worktree.create(snapshot, tmp_base / "worktree")
        with worktree as wt:
            for note in wt.notes:
                record.notes.append(note)
                self.progress(f"selfheal: {note}")
            rel = snapshot.project_rel
            cwd = wt.path / rel if rel else wt.path
            sandbox = make_sandbox(settings, self.progress)
            env = child_env(dict(os.environ), snapshot.repo_root, wt.path, cwd)
            carried = carried_args(self.config, snapshot.repo_root, wt.path)
            env[ARGS_ENV] = encode(carried)  # the user's run-changing options, every rerun
            record.settings["carried_args"] = [redact(a) for a in carried]
            try:
                prefetch = getattr(engines[0], "prefetch", None) if engines else None
                if prefetch is not None:  # e.g. litellm's imports, while the loop reproduces
                    prefetch()
                for engine in engines:  # e.g. the built-in engine's warm server starts now
                    prepare = getattr(engine, "prepare", None)
                    if prepare is not None:
                        with self.events.step("prepare", engine=engine.name):
                            prepare(cwd, sandbox, env)
                from pytest_selfheal.memory.session import MemorySession

                self.memory = MemorySession.start(
                    settings, Path(record.repo_root), self.progress, redact,
                    [group_signature(m).hash for m in groups.values()])
                failing = unique_nodeids(record.failures)
                self.progress(f"selfheal: reproducing {len(failing)} failing test(s) in a "
                              f"worktree ({sandbox.name} sandbox)")
                with self.events.step("reproduce", tests=len(failing)) as step:
                    baseline, hung = reproduce(sandbox, wt.path, cwd, record.failures, env,
                                               settings.timeout, user_timeout(self.config),
                                               self.progress)
                    step.outcome = baseline.status
                self.hung_ids = hung
                took = self.config.stash.get(durations_key, {})
                passing = {n: took[n] for n in self.passed_ids if n in took}
                if baseline.status in ("error", "interrupted") and not baseline.failed:
                    record.error = ("cannot run the tests in the worktree: "
                                    + redact(baseline.output_tail.strip().splitlines()[-1]
                                             if baseline.output_tail.strip() else "no output"))
                    return
                baseline = self._rerun_for_flakiness(sandbox, wt.path, cwd, env, baseline)
                modules = project_module_names(cwd)
                ctx = LoopContext(
                    worktree=wt, cwd=cwd, sandbox=sandbox, env=env, engines=engines,
                    record=record, max_iters=settings.max_iters, timeout=settings.timeout,
                    allow_test_edits=settings.allow_test_edits,
                    max_patch_lines=settings.max_patch_lines,
                    deadline=time.monotonic() + settings.max_time,
                    confirm_ids=list(self.passed_ids), progress=self.progress,
                    veto=partial(veto_patch, self.config, self.record), redact=redact,
                    baseline_duration=baseline.duration, passing_durations=passing,
                    hang_related=hang_related(groups), file_clusters=file_clusters(groups),
                )
                kept = False
                for gid, members in groups.items():
                    sig = group_signature(members)
                    group = Group(id=gid, nodeids=unique_nodeids(members),
                                  signature=sig.hash, signature_text=sig.text())
                    record.groups.append(group)
                    self.events.switch("group", of=group, group=gid, signature=sig.hash)
                    if any(m in outside for m in members):
                        group.outcome, group.reason = "error", "test outside the repository"
                        continue
                    if group.nodeids and all(n in baseline.passed for n in group.nodeids):
                        group.outcome = "flaky"
                        group.reason = "passed when rerun unchanged: flaky, nothing to heal"
                        self.progress(f"selfheal: {gid} {group.reason}")
                        continue
                    with self.events.step("classify") as step:
                        verdict = classify_group(members, cwd, modules)
                        step.outcome = verdict.kind
                    if verdict.kind == "environment":
                        group.outcome, group.hint = "environment", verdict.hint
                        group.reason = f"not a code bug: {verdict.reason}"
                        self.progress(f"selfheal: {gid} {group.reason} ({verdict.hint})")
                        continue
                    if kept and self._healed_by_kept_fix(ctx, group):
                        continue
                    if self.memory is not None:
                        with self.events.step("memory_recall") as step:
                            ctx.memories, ctx.more_memories = self.memory.recall_for(
                                [e.name for e in ctx.engines], group, members, cwd)
                            step.set(recalled=len(ctx.memories))
                    # candidate timeouts from tests that finished, never from a hang
                    ctx.baseline_duration = expected_seconds(group.nodeids, passing,
                                                             baseline.durations, hung)
                    heal_group(ctx, group, members)
                    if self.memory is not None:
                        self.memory.learn(record, group, ctx.memories)
                    if group.outcome == "healed":
                        wt.advance(f"selfheal: {gid}")  # keep this fix for the next group
                        kept = True
                        # later groups' patches must keep this group's tests green too
                        ctx.confirm_ids.extend(n for n in group.nodeids
                                               if n not in ctx.confirm_ids)
                        notify_healed(self.config, self.record, group)
                self.events.end("group")
                if kept:  # a later group's fix may heal a group searched before it
                    for group in record.groups:
                        if group.outcome == "not_healed" and group.nodeids:
                            self._healed_by_kept_fix(ctx, group, "a later group")
                wt.reset()
                record.patch = wt.diff_since(snapshot.commit)
            finally:
                sandbox.close()
                for engine in engines:
                    engine.close()

    def _rerun_for_flakiness(self, sandbox: Sandbox, wt_path: Path, cwd: Path,
                             env: dict[str, str], baseline: RerunResult) -> RerunResult:
        """Rerun what still fails (--selfheal-flaky-reruns in all); a pass means flaky."""
        from pytest_selfheal.rerun import run_tests

        for _ in range(self.settings.flaky_reruns - 1):
            still = [n for n in baseline.failed if n not in baseline.passed]
            if not still:
                break
            with self.events.step("flaky_rerun", tests=len(still)) as step:
                again = run_tests(sandbox, wt_path, cwd, still, env=env,
                                  timeout=self.settings.timeout)
                step.outcome = again.status
            baseline.passed.extend(n for n in again.passed if n not in baseline.passed)
        return baseline

    def _healed_by_kept_fix(self, ctx: LoopContext, group: Group,
                           which: str = "an earlier group") -> bool:
        """True (and recorded) when the fix kept for another group heals this group."""
        from pytest_selfheal.rerun import run_tests

        ctx.worktree.reset()
        # a yes/no check: tests that hung run last, and the first failure ends it, so a
        # test that still hangs costs at most one of the user's --timeout, not one each
        ids = sorted(group.nodeids, key=lambda n: n in self.hung_ids)
        with self.events.step("earlier_fix_check") as step:
            check = run_tests(ctx.sandbox, ctx.worktree.path, ctx.cwd, ids,
                              env=ctx.env, timeout=ctx.timeout, exit_first=True)
            step.outcome = check.status
        if not check.ok:
            return False
        group.outcome = "healed"
        group.reason = f"healed by the fix kept for {which}"
        self.progress(f"selfheal: {group.id} {group.reason}")
        ctx.confirm_ids.extend(n for n in group.nodeids if n not in ctx.confirm_ids)
        return True

    def _save_and_apply(self, snapshot: Snapshot | None, rootdir: Path) -> None:
        """Save run.json and patch.diff, then apply the patch (unless a dry run).

        Records that cannot be written where they belong (a full disk, a read-only
        checkout) go to a fresh temporary directory, and a note says where. A signal
        during this clean-up cancels an apply-back that has not begun writing files.
        """
        from pytest_selfheal.diffs.parse import parse_diff, touched_paths
        from pytest_selfheal.git.applyback import apply_to_working_tree
        from pytest_selfheal.git.snapshot import records_base

        record = self.record
        if record.repo_root:
            base = Path(record.repo_root)
        elif snapshot is not None:
            base = snapshot.project_dir
        else:  # interrupted or refused before the snapshot: the records still go home
            base = records_base(rootdir, self.settings.dir)
        runs_dir = self._save(base / self.settings.dir / "runs")
        self.run_dir = runs_dir / record.run_id if runs_dir else None
        # an interrupted run applies nothing, even a patch it finished just before
        if (snapshot is not None and record.patch and not self.settings.dry_run
                and not self._interrupted):
            files = touched_paths(parse_diff(record.patch))
            saved = self.run_dir / "patch.diff" if self.run_dir else None
            with self.events.step("apply_back", files=len(files)) as step:
                record.applied, record.apply_note = apply_to_working_tree(
                    snapshot, record.patch, files, saved_path=saved,
                    cancelled=lambda: self._late_signal)
                step.outcome = "applied" if record.applied else "not_applied"
            if not record.applied and record.apply_note.startswith("interrupted"):
                record.error = f"interrupted by {self._late_signal} during apply-back: " \
                               "the working tree was not changed"
                self._write(f"selfheal: {record.error}")
        elif record.patch and not self.settings.dry_run:
            where = f"; it is saved in {self.run_dir / 'patch.diff'}" if self.run_dir else ""
            record.apply_note = f"the patch was not applied{where}"
        elif record.patch:
            record.apply_note = "dry run: the working tree was not changed"
        if self._late_signal and record.applied:
            record.notes.append(f"{self._late_signal} arrived while the patch was being "
                                "written: it was applied in full first")
        if self.events.error:  # observability never fails a run; it says what it missed
            record.notes.append(f"no events.jsonl: {self.events.error}")
        if runs_dir is not None:
            with self.events.step("save"):
                self._save(runs_dir, again=True)

    def _save(self, runs_dir: Path, again: bool = False) -> Path | None:
        """save_record into runs_dir, else into a new temporary directory; None if neither."""
        saved, note = save_record_or_fallback(self.record, runs_dir, again)
        if note:
            self._write(f"selfheal: {note}")
        return saved


def _signal_name(signum: int) -> str:
    return "SIGTERM" if signum == signal.SIGTERM else "Ctrl-C"
