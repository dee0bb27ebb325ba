"""The budgeted heal loop for one failure group.

Every iteration starts again from the snapshot: the worktree is reset, the
engine proposes a diff, the guard and the veto hook judge it, it is applied,
the failing ids are rerun and, when they pass, the rest of the suite confirms.
Each attempt becomes an ``Attempt`` record; its outcome is fed back to the
engine as ``PastAttempt`` so the next diff is written against the code shown.
A regression found by the confirm step does not use up an iteration of an engine
whose search budget per group is bounded (``bounded_per_group``): it goes on past
the candidate while that budget lasts; the record still lists the attempt.
"""

from __future__ import annotations

import hashlib
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pytest_selfheal import events
from pytest_selfheal.diffs.guard import check_patch
from pytest_selfheal.engines.base import (
    BudgetExceeded,
    Engine,
    EngineError,
    Exhausted,
    Memory,
    PastAttempt,
    Proposal,
    RepairRequest,
)
from pytest_selfheal.localization_cache import shared as shared_localization
from pytest_selfheal.memory.card import explanation_of
from pytest_selfheal.records import Attempt, Failure, Group, RerunResult, RunRecord
from pytest_selfheal.rerun import cut_short, param_base, run_tests
from pytest_selfheal.sandbox.base import Sandbox
from pytest_selfheal.timing import confirm_timeout, is_hang
from pytest_selfheal.unpatched import failing_unpatched, note_for

FEEDBACK_CHARS = 6000
_EMPTY_FENCE = re.compile(r"```(?:diff|patch|udiff)?[ \t]*\n\s*```")
FREE_REGRESSIONS = 25  # regressions per group that do not use up an iteration, at most
CONFIRM_MAX_FAIL = 20  # the confirm run stops after this many failures (--maxfail)
CONFIRM_ROUNDS = 3  # confirm runs per patch when one stops on environment failures


@dataclass
class LoopContext:
    """What every group's loop shares within one run."""

    worktree: Any  # pytest_selfheal.git.worktree.Worktree
    cwd: Path  # pytest's rootdir inside the worktree: engines, guard and diffs work here
    sandbox: Sandbox
    env: dict[str, str]
    engines: list[Engine]
    record: RunRecord
    max_iters: int
    timeout: float
    allow_test_edits: bool
    max_patch_lines: int
    deadline: float
    confirm_ids: list[str]
    progress: Callable[[str], None]
    veto: Callable[[str, Group, int], str | None]
    redact: Callable[[str], str]
    baseline_duration: float = 0.0
    memories: list[Memory] = field(default_factory=list)
    # recall again (waiting for the embedding model) when a model-based engine takes over
    more_memories: Callable[[], list[Memory]] | None = None
    cache: dict[str, Any] = field(default_factory=dict)  # per-run values computed once
    passing_durations: dict[str, float] = field(default_factory=dict)  # the user's run
    hang_related: set[str] = field(default_factory=set)  # grouping.hang_related's group ids
    file_clusters: dict[str, str] = field(default_factory=dict)  # grouping.file_clusters


def heal_group(ctx: LoopContext, group: Group, failures: list[Failure]) -> Group:
    """Iterate until the group is healed, the engines give up or a budget runs out."""
    start = time.monotonic()
    history: list[PastAttempt] = []
    tried: set[str] = set()  # normalized hashes of the diffs proposed for this group
    engine_index = 0
    iteration = 0
    free = 0
    while iteration < ctx.max_iters and engine_index < len(ctx.engines):
        if time.monotonic() >= ctx.deadline:
            group.reason = "wall-time budget (--selfheal-max-time) ran out"
            break
        engine = ctx.engines[engine_index]
        if engine.name != "builtin" and ctx.more_memories is not None:
            ctx.memories, ctx.more_memories = ctx.more_memories(), None
        iteration += 1
        ctx.progress(f"selfheal: {group.id} iteration {iteration}/{ctx.max_iters} "
                     f"({engine.name} engine, {len(group.nodeids)} failing test(s))")
        attempt = Attempt(group=group.id, iteration=iteration, engine=engine.name)
        events.begin("iteration", iteration=iteration, engine=engine.name)  # ends in _finish
        ctx.worktree.reset()
        request = RepairRequest(
            group_id=group.id, failures=failures, worktree=ctx.cwd,
            sandbox=ctx.sandbox, iteration=iteration, history=list(history),
            allow_test_edits=ctx.allow_test_edits, rerun_timeout=ctx.timeout,
            baseline_duration=ctx.baseline_duration, env=ctx.env,
            memories=ctx.memories, deadline=ctx.deadline, reporter=ctx.progress,
            localization=shared_localization(ctx.cache),
            shares_hang=group.id in ctx.hang_related,
            shares_file=ctx.file_clusters.get(group.id),
            failing_elsewhere=[f.nodeid for f in ctx.record.failures
                               if f.nodeid not in group.nodeids],
            hung_elsewhere=[f.nodeid for f in ctx.record.failures
                            if f.nodeid not in group.nodeids and is_hang(f)],
            passing_siblings=_passing_siblings(ctx, group.nodeids),
        )
        try:
            with events.step("engine", engine=engine.name) as step:
                proposal = engine.propose(request)
                step.outcome = "proposed"
        except Exhausted as exc:
            _note(ctx, getattr(exc, "notes", []))
            attempt.candidates_tried = exc.candidates_tried
            _finish(ctx, attempt, "exhausted", feedback=str(exc))
            ctx.progress(f"selfheal: {group.id} {engine.name} engine: {exc}")
            group.reason = f"{engine.name}: {exc}"
            engine_index += 1
            iteration -= 1  # switching engines does not use up an iteration
            continue
        except BudgetExceeded as exc:
            _finish(ctx, attempt, "engine_error", feedback=str(exc))
            group.reason = str(exc)
            break
        except EngineError as exc:
            usage = getattr(exc, "usage", None)
            if usage is not None:
                attempt.usage = usage
            raw = getattr(exc, "raw_reply", None)
            if raw is not None and _EMPTY_FENCE.search(raw):  # an empty diff: a dead end
                stop = "the reply's diff is empty: nothing to try"
                _finish(ctx, attempt, "repeated", feedback=stop)
                ctx.progress(f"selfheal: {group.id} {engine.name} engine stopped: {stop}")
                group.reason = f"{engine.name}: {stop}"
                engine_index += 1
                continue
            if raw is not None:  # the model answered without a usable diff
                attempt.diff = ctx.redact(raw)[:FEEDBACK_CHARS]
                _finish(ctx, attempt, "malformed", feedback=str(exc))
                history.append(PastAttempt(attempt.diff, "malformed", str(exc)))
                continue
            _finish(ctx, attempt, "engine_error", feedback=str(exc))
            group.reason = str(exc)
            ctx.progress(f"selfheal: {group.id} {engine.name} engine error: {exc}")
            break
        finally:
            ctx.worktree.reset()
        _absorb(attempt, proposal)
        repeat = _repeated_or_empty(proposal.diff, tried)
        if repeat:  # a loop: end this engine's turn without a rerun
            _finish(ctx, attempt, "repeated", feedback=repeat)
            ctx.progress(f"selfheal: {group.id} {engine.name} engine stopped: {repeat}")
            group.reason = f"{engine.name}: {repeat}"
            engine_index += 1
            continue
        _note(ctx, proposal.notes)
        status, feedback = _try_proposal(ctx, group, attempt, proposal, iteration)
        if status != "vetoed":  # a veto may depend on the iteration; the rest would repeat
            tried.add(diff_key(proposal.diff))
        _finish(ctx, attempt, status, feedback=feedback)
        ctx.progress(f"selfheal: {group.id} iteration {iteration}: {_describe(attempt)}")
        if status == "healed":
            group.outcome = "healed"
            group.patch = attempt.diff
            group.summary = attempt.summary
            group.reason = ""
            break
        broke = list(attempt.confirm.failed) if status == "regression" and attempt.confirm \
            else []
        history.append(PastAttempt(attempt.diff, status, feedback, broke))
        if (status == "regression" and getattr(engine, "bounded_per_group", False)
                and free < FREE_REGRESSIONS):
            free += 1
            iteration -= 1  # the search goes on past it while its budget lasts
    group.iterations = iteration
    group.duration = time.monotonic() - start
    if group.outcome != "healed" and not group.reason:
        group.reason = f"not healed after {iteration} iteration(s)"
    return group


SIBLINGS_MAX = 20  # passing parametrizations handed to the engine as neighbours


def _passing_siblings(ctx: LoopContext, nodeids: list[str]) -> list[str]:
    """The parametrizations of the failing test functions that passed in the user's run."""
    bases = {param_base(n) for n in nodeids} - {None}
    return [n for n in ctx.passing_durations if param_base(n) in bases][:SIBLINGS_MAX]


def diff_key(diff: str) -> str:
    """A hash of what a diff changes: files, +/- lines and the unchanged line on either
    side of each hunk's change (the same edit of two equal lines is two edits), not the
    rest of the context, offsets or spacing."""
    from pytest_selfheal.diffs.parse import DiffFormatError, parse_diff

    try:
        patches = parse_diff(diff)
    except DiffFormatError:
        return hashlib.sha1(" ".join(diff.split()).encode()).hexdigest()
    parts = []
    for fp in patches:
        parts.append(f"@{fp.path}")
        for hunk in fp.hunks:
            changed = [i for i, (tag, _) in enumerate(hunk.lines) if tag in "+-"]
            if not changed:
                continue
            edges = {changed[0] - 1, changed[-1] + 1}
            parts.extend(f"{tag}{' '.join(text.split())}"
                         for i, (tag, text) in enumerate(hunk.lines)
                         if tag in "+-" or i in edges)
    return hashlib.sha1("\n".join(parts).encode()).hexdigest()


def _repeated_or_empty(diff: str, tried: set[str]) -> str | None:
    if not diff.strip():
        return "the reply's diff is empty: nothing to try"
    if diff_key(diff) in tried:
        return "this diff was already tried for this group and failed; not rerun"
    return None
def _note(ctx: LoopContext, notes: list[str]) -> None:
    for line in notes:
        line = ctx.redact(line)
        if line not in ctx.record.notes:
            ctx.record.notes.append(line)


def _absorb(attempt: Attempt, proposal: Proposal) -> None:
    attempt.engine = proposal.engine or attempt.engine
    attempt.diff = proposal.diff
    attempt.usage = proposal.usage
    attempt.prompt_chars = proposal.prompt_chars
    attempt.prompt_tokens = proposal.prompt_tokens
    attempt.operator = proposal.operator
    attempt.location = proposal.location
    attempt.signal = proposal.signal
    attempt.candidates_tried = proposal.candidates_tried
    attempt.samples = proposal.samples
    attempt.summary = proposal.summary or explanation_of(proposal.raw_reply)


def _try_proposal(
    ctx: LoopContext, group: Group, attempt: Attempt, proposal: Proposal, iteration: int
) -> tuple[str, str]:
    """Guard, veto, apply, rerun, confirm. Return (status, feedback for the engine)."""
    from pytest_selfheal.diffs.apply import ApplyError, apply_diff
    from pytest_selfheal.diffs.parse import DiffFormatError, parse_diff

    try:
        patches = parse_diff(proposal.diff)
    except DiffFormatError as exc:
        return "malformed", str(exc)
    with events.step("guard") as step:
        verdict = check_patch(patches, ctx.cwd, allow_test_edits=ctx.allow_test_edits,
                              max_lines=ctx.max_patch_lines)
        step.outcome = "rejected" if verdict else "ok"
    attempt.guard_verdict = verdict or "ok"
    if verdict:
        return "rejected", verdict
    vetoed = ctx.veto(proposal.diff, group, iteration)
    if vetoed:
        attempt.guard_verdict = f"vetoed: {vetoed}"
        return "vetoed", f"a project plugin refused the patch: {vetoed}"
    before = _read_files(ctx.cwd, [fp.path for fp in patches if fp.path])
    try:
        with events.step("apply", files=len(patches)):
            applied = apply_diff(proposal.diff, ctx.cwd)
    except ApplyError as exc:
        attempt.apply_error = str(exc)
        return "apply_failed", f"the diff did not apply: {exc}"
    attempt.apply_strategy = applied.strategy
    with events.step("cheat_check") as step:
        cheat = _cheat(ctx, group, before)
        step.outcome = "cheat" if cheat else "ok"
    if cheat:
        attempt.guard_verdict = cheat
        attempt.cheat = True
        ctx.record.rejected_cheats += 1
        return "rejected", cheat
    if ctx.cwd == ctx.worktree.path:
        attempt.diff = ctx.worktree.diff() or proposal.diff  # normalized, as applied
    pre = proposal.prevalidated
    warm = pre is not None and pre.ok and set(group.nodeids) <= set(pre.passed)
    if warm and pre is not None:
        # the engine already ran every failing id on exactly this patch, in this sandbox;
        # the confirm run below runs them again in a fresh process (another hash seed)
        rerun = pre
    else:
        ctx.progress(f"selfheal: {group.id} rerunning {len(group.nodeids)} failing test(s)")
        with events.step("rerun", tests=len(group.nodeids)) as step:
            rerun = run_tests(ctx.sandbox, ctx.worktree.path, ctx.cwd, group.nodeids,
                              env=ctx.env, timeout=ctx.timeout)
            step.outcome = rerun.status
    attempt.rerun = _redacted(ctx, rerun)
    if rerun.status == "timeout":
        return "timeout", (f"the failing tests did not finish within {ctx.timeout:.0f} s "
                           "(an infinite loop or a hang?)")
    if not rerun.ok:
        return "test_failed", "the failing tests still fail:\n" + _failure_text(ctx, rerun)
    fresh = list(group.nodeids) if warm else []  # a warm server's pass, checked fresh
    for _ in range(CONFIRM_ROUNDS):
        others = [n for n in ctx.confirm_ids if n not in group.nodeids]
        if not others and not fresh:
            break
        ids = fresh + others
        what = f"{len(others)} other test(s)"
        if fresh:
            what = f"its {len(fresh)} failing test(s) run afresh and {what}"
        ctx.progress(f"selfheal: {group.id} confirming with {what}")
        ceiling = max(ctx.timeout, ctx.timeout * len(ids) / 20)
        timeout = confirm_timeout(others, ctx.passing_durations, ceiling,
                                  also=ctx.baseline_duration if fresh else 0.0)
        with events.step("confirm", tests=len(ids)) as step:
            confirm = run_tests(ctx.sandbox, ctx.worktree.path, ctx.cwd, ids, env=ctx.env,
                                timeout=timeout, drifting_params=True,
                                max_fail=CONFIRM_MAX_FAIL)
            step.outcome = confirm.status
        attempt.confirm = _redacted(ctx, confirm)
        if confirm.status == "timeout":
            return "regression", "the rest of the suite hung with this patch"
        if set(confirm.failed) & set(fresh):
            return "test_failed", ("the failing tests passed in the warm server but fail "
                                   "in a fresh pytest process (an order or hash-seed "
                                   "dependent patch?):\n" + _failure_text(ctx, confirm))
        if confirm.ok:
            break
        stopped = cut_short(confirm, CONFIRM_MAX_FAIL)
        if not _only_unpatched_failures(ctx, confirm, fresh):
            return "regression", ("the failing tests pass, but these tests broke:\n"
                                  + _failure_text(ctx, confirm))
        if not stopped:
            break
        # it stopped at --maxfail on tests that fail without the patch too: those are
        # out of the confirmation now; the rest of the suite has still to be run
    else:
        return "regression", ("the confirmation kept stopping on tests that fail without "
                              "the patch too; the rest of the suite was not run")
    return "healed", "verified"


def _only_unpatched_failures(ctx: LoopContext, confirm: RerunResult, fresh: list[str]) -> bool:
    """True when every test the confirm run saw break fails without the patch too (an
    environment the worktree lacks, unpatched.py): those leave the confirmation."""
    broken = [n for n in confirm.failed if n not in fresh]
    if confirm.status != "failed" or not broken:
        return False
    gone = failing_unpatched(ctx.worktree, ctx.cache, broken, lambda ids: run_tests(
        ctx.sandbox, ctx.worktree.path, ctx.cwd, ids, env=ctx.env,
        timeout=max(ctx.timeout, confirm.duration)), ctx.progress)
    if not gone:
        return False
    ctx.confirm_ids[:] = [n for n in ctx.confirm_ids if n not in gone]
    _note(ctx, [note_for(sorted(gone))])
    confirm.failed = [n for n in confirm.failed if n not in gone]
    confirm.failures = [f for f in confirm.failures if f.nodeid not in gone]
    if confirm.failed:
        return False
    confirm.status = "passed"
    return True


def _read_files(root: Path, paths: list[str]) -> dict[str, str | None]:
    out: dict[str, str | None] = {}
    for rel in paths:
        try:
            out[rel] = (root / rel).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            out[rel] = None
    return out


def _cheat(ctx: LoopContext, group: Group, before: dict[str, str | None]) -> str | None:
    """Why the applied patch cheats (special-cases or weakens the tests), or None."""
    from pytest_selfheal.cheats import collect_evidence, find_cheat, project_module_names

    key = f"evidence:{group.id}"
    if key not in ctx.cache:
        ctx.cache[key] = collect_evidence(ctx.cwd, group.nodeids)
    if "modules" not in ctx.cache:
        ctx.cache["modules"] = project_module_names(ctx.cwd)
    after = _read_files(ctx.cwd, list(before))
    return find_cheat(before, after, ctx.cache[key], ctx.cache["modules"])


def _failure_text(ctx: LoopContext, result: RerunResult) -> str:
    parts = []
    for f in result.failures[:5]:
        parts.append(f"{f.nodeid} ({f.when}): {f.exc_type}: {f.message}\n{f.longrepr}")
    if not parts:
        parts.append(result.output_tail)
    text = "\n\n".join(parts)
    if len(text) > FEEDBACK_CHARS:
        text = text[: FEEDBACK_CHARS // 2] + "\n...\n" + text[-FEEDBACK_CHARS // 2:]
    return ctx.redact(text)


def _redacted(ctx: LoopContext, result: RerunResult) -> RerunResult:
    result.output_tail = ctx.redact(result.output_tail)
    for f in result.failures:
        f.message = ctx.redact(f.message)
        f.longrepr = ctx.redact(f.longrepr)
        f.captured = ctx.redact(f.captured)
    return result


def _finish(ctx: LoopContext, attempt: Attempt, status: str, *, feedback: str) -> None:
    attempt.status = status  # type: ignore[assignment]
    attempt.feedback = ctx.redact(feedback)[:FEEDBACK_CHARS]
    attempt.duration = time.time() - attempt.started_at
    ctx.record.attempts.append(attempt)
    ctx.record.usage.add(attempt.usage)
    events.end("iteration", status, tokens=attempt.usage.total_tokens,
               cost_usd=attempt.usage.cost_usd, candidates=attempt.candidates_tried)


def _describe(attempt: Attempt) -> str:
    what = {
        "healed": "healed: failing tests pass and the suite confirms",
        "test_failed": "the failing tests still fail",
        "regression": "failing tests pass but other tests broke",
        "apply_failed": "the diff did not apply",
        "malformed": "the reply held no usable diff",
        "rejected": "the guard refused the patch",
        "vetoed": "a plugin vetoed the patch",
        "timeout": "the rerun timed out",
        "repeated": "stopped: a repeated or empty diff",
    }.get(attempt.status, attempt.status)
    extra = f" [{attempt.operator} at {attempt.location}]" if attempt.operator else ""
    if attempt.status in ("rejected", "vetoed"):
        extra += f" ({attempt.guard_verdict})"
    if attempt.cheat:
        what = "refused as a cheat"
    return what + extra
