"""Several candidate patches per model call (``--selfheal-llm-samples N``), validated at once.

The LLM engine asks for N completions (litellm ``n``; where a provider rejects ``n``
or returns fewer choices, the rest come from single calls). Each reply is converted
to a diff (every reply format ``edits.reply_to_diff`` reads), checked by the guard,
applied in memory and, when it applies, validated against the group's failing ids in
warm fork servers (``validation.Pool``: one slot per worker, all samples at once).
The best sample wins: one whose failing ids pass, then the smallest diff (changed
lines), ties to the first sample. With no passing sample, the first one that applies
goes to the loop (its rerun tells the model why), else the first usable diff.
Every sample's outcome is recorded (``records.SampleOutcome``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pytest_selfheal.engines.base import Proposal
from pytest_selfheal.records import RerunResult, SampleOutcome, Usage

if TYPE_CHECKING:
    from pytest_selfheal.engines.base import RepairRequest
    from pytest_selfheal.engines.builtin.validation import Pool, Slot
    from pytest_selfheal.engines.llm import LLMEngine, Prompt


@dataclass
class Sample:
    """One completion, and what became of it."""

    index: int
    reply: str
    diff: str = ""
    summary: str = ""
    error: str = ""  # why it is unusable (malformed, refused, did not apply) or failed
    files: dict[str, str] = field(default_factory=dict)  # path -> new text, when it applies
    status: str = "malformed"  # SampleOutcome.status
    seconds: float = 0.0

    @property
    def size(self) -> int:
        return changed_lines(self.diff)

    def outcome(self, chosen: bool) -> SampleOutcome:
        return SampleOutcome(index=self.index, status=self.status,
                             applied=bool(self.files), passed=self.status == "passed",
                             changed_lines=self.size if self.diff else 0, chosen=chosen,
                             note=self.error[:300])


def changed_lines(diff: str) -> int:
    """Added plus removed lines of a unified diff (headers not counted)."""
    return sum(1 for line in diff.splitlines()
               if line[:1] in "+-" and not line.startswith(("+++ ", "--- ")))


def prepare(samples: list[Sample], request: RepairRequest, max_chars: int) -> None:
    """Reply -> diff -> guard -> new file texts, for each sample (no file is written)."""
    from pytest_selfheal.diffs.apply import ApplyError, patch_text
    from pytest_selfheal.diffs.guard import check_patch
    from pytest_selfheal.diffs.parse import DiffFormatError, parse_diff
    from pytest_selfheal.edits import reply_to_diff

    root = request.worktree
    for s in samples:
        try:
            edit = reply_to_diff(s.reply, root, max_chars=max_chars)
            s.diff, s.summary = edit.diff, edit.summary
            patches = parse_diff(s.diff)
        except DiffFormatError as exc:
            s.status, s.error = "malformed", str(exc)
            continue
        verdict = check_patch(patches, root, allow_test_edits=request.allow_test_edits)
        if verdict:
            s.status, s.error = "rejected", verdict
            continue
        files: dict[str, str] = {}
        try:
            for fp in patches:
                if fp.is_deleted or (fp.old_path and fp.old_path != fp.path):
                    raise ApplyError(f"{fp.path}: deletes or renames a file")
                if fp.is_new:
                    raise _NewFile()
                old = files.get(fp.path)
                if old is None:
                    old = (root / fp.path).read_text(encoding="utf-8")
                files[fp.path] = patch_text(fp, old)
        except _NewFile:
            s.status = "not_validated"  # the loop applies and reruns it like any diff
            s.error = "creates a file: validated by the loop, not in the warm servers"
            continue
        except (ApplyError, OSError, UnicodeDecodeError, DiffFormatError) as exc:
            s.status, s.error = "apply_failed", str(exc)
            continue
        s.files, s.status = files, "applied"


class _NewFile(Exception):
    pass


def validate(pool: Pool, samples: list[Sample], failing: list[str], timeout: float) -> None:
    """Run the failing ids with each applicable sample, on every slot at once."""
    todo = [s for s in samples if s.files]
    if not todo:
        return
    pool.sync()

    def one(slot: Slot, s: Sample) -> None:
        try:
            for path, text in s.files.items():
                slot.files.write(path, text)
            result = slot.worker.run(failing, timeout)
            s.seconds = result.duration
            s.status = {"passed": "passed", "timeout": "timeout"}.get(result.status, "failed")
            if result.status not in ("passed", "failed", "timeout"):
                s.status = "error"
            if s.status != "passed":
                s.error = (f"{result.failed_nodeid or ''} {result.message}".strip()
                           or result.status)
        finally:
            slot.files.restore()

    pool.map(one, todo)


def best(samples: list[Sample]) -> Sample | None:
    """Passing first, then the smallest diff, ties to the first; else the first that applies,
    else the first usable diff; None when no sample holds a diff."""
    passed = [s for s in samples if s.status == "passed"]
    if passed:
        return min(passed, key=lambda s: (s.size, s.index))
    for wanted in (lambda s: bool(s.files) or s.status == "not_validated",
                   lambda s: bool(s.diff)):
        found = [s for s in samples if wanted(s)]
        if found:
            return found[0]
    return None


def open_pool(worktree: Path, request: RepairRequest, workers: int,
              reporter: Callable[[str], None] | None) -> Pool:
    from pytest_selfheal.engines.builtin.validation import Pool

    pool = Pool.create(worktree, request.sandbox, request.env, workers, reporter)
    pool.launch()  # every slot's server starts now, in parallel
    return pool


def propose_samples(engine: LLMEngine, litellm: Any, prompt: Prompt,
                    request: RepairRequest) -> Proposal:
    """N completions, each made a diff; those that apply validated at once; the best."""
    from pytest_selfheal.engines.llm import MalformedReply
    from pytest_selfheal.warmworker import calibrate_timeout

    red = prompt.redactor
    texts, usage = _sample_texts(engine, litellm, prompt, request)
    samples = [Sample(i, text) for i, text in enumerate(texts)]
    prepare(samples, request, engine.config.max_reply_chars)
    failing = list(dict.fromkeys(f.nodeid for f in request.failures))
    if any(s.files for s in samples) and failing:
        pool = _pool(engine, request)
        timeout = calibrate_timeout(request.baseline_duration) + pool.extra_seconds
        validate(pool, samples, failing, min(timeout, request.rerun_timeout))
    chosen = best(samples)
    outcomes = [s.outcome(s is chosen) for s in samples]
    for o in outcomes:
        o.note = red.redact(o.note)
    if chosen is None:
        first = samples[0]
        raise MalformedReply(first.error, raw_reply=red.redact(first.reply), usage=usage)
    passed = chosen.status == "passed"
    return Proposal(
        diff=chosen.diff, engine=engine.name, usage=usage, prompt_chars=prompt.chars,
        prompt_tokens=prompt.tokens,
        raw_reply=red.redact(chosen.reply[: engine.config.max_reply_chars]),
        summary=red.redact(chosen.summary), samples=outcomes,
        prevalidated=RerunResult(nodeids=failing, status="passed", passed=failing,
                                 duration=chosen.seconds) if passed else None,
    )  # fmt: skip


def _sample_texts(engine: LLMEngine, litellm: Any, prompt: Prompt,
                  request: RepairRequest) -> tuple[list[str], Usage]:
    """N completions: one call with litellm ``n``; single calls for what it did not give."""
    n = engine.config.samples
    texts: list[str] = []
    usage = Usage()
    from pytest_selfheal.engines.llm_errors import NoN

    try:
        response, usage = engine._complete(litellm, prompt.messages, prompt.tokens, request,
                                           n=n)
        texts = _reply_texts(response)[:n]
    except NoN:
        pass  # the provider has no ``n``: N calls instead
    while len(texts) < n:
        response, more = engine._complete(litellm, prompt.messages, prompt.tokens, request)
        usage.add(more)
        texts.append((_reply_texts(response) or [""])[0])
    return texts, usage


def _pool(engine: LLMEngine, request: RepairRequest) -> Pool:
    """Warm validation servers for the samples, one pool per worktree, kept per run."""
    from pytest_selfheal.engines.builtin.validation import default_workers

    key = str(request.worktree)
    held = engine._pools.get(key)
    if held is not None and held[1] == request.env:
        return held[0]
    if held is not None:
        held[0].close()
    workers = min(engine.config.samples, engine.workers or default_workers())
    reporter = request.reporter if callable(request.reporter) else None
    pool = open_pool(request.worktree, request, workers, reporter)
    engine._pools[key] = (pool, dict(request.env))
    return pool


def _reply_texts(response: Any) -> list[str]:
    """Every choice's text (n completions), in order."""
    try:
        return [str(c.message.content or "") for c in response.choices]
    except (AttributeError, TypeError):
        return []
