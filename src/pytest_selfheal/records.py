"""Pydantic records of a heal run: the single source of truth.

The terminal summary, the PR body, fix memories and the benchmarks all read
these models; nothing else keeps state about what happened.
"""

from __future__ import annotations

import json
import os
import secrets
import time
from datetime import datetime, timezone
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field

FailureWhen = Literal["setup", "call", "teardown", "collect"]
Outcome = Literal["healed", "not_healed", "flaky", "environment", "error"]
AttemptStatus = Literal[
    "healed",  # failed ids pass and the rest of the suite confirms
    "test_failed",  # patch applied, failed ids still fail
    "regression",  # failed ids pass, another test broke
    "apply_failed",  # diff did not apply to the snapshot
    "malformed",  # reply held no parseable diff
    "rejected",  # guard refused the patch
    "vetoed",  # a plugin's veto hook refused the patch
    "timeout",  # rerun hit the timeout
    "engine_error",  # engine failed (network, budget, ...)
    "exhausted",  # engine has nothing more to propose
    "repeated",  # the same diff again, or an empty one: the engine's turn ends
]


class Frame(BaseModel):
    """One traceback frame."""

    path: str = Field(description="repo-relative POSIX path, or absolute if outside the repo")
    lineno: int = Field(description="1-based line number")
    function: str = ""
    in_project: bool = True


class Failure(BaseModel):
    """One failed test report (setup, call, teardown or collection)."""

    nodeid: str
    when: FailureWhen = "call"
    exc_type: str = ""
    message: str = ""
    longrepr: str = Field("", description="trimmed textual traceback")
    frames: list[Frame] = Field(default_factory=list, description="outermost first")
    captured: str = Field("", description="trimmed captured stdout/stderr/log")
    test_path: str | None = Field(None, description="repo-relative path of the test file")
    duration: float = 0.0

    def project_frames(self) -> list[Frame]:
        return [f for f in self.frames if f.in_project]


class RerunResult(BaseModel):
    """What a pytest subprocess said about a set of node ids."""

    nodeids: list[str] = Field(default_factory=list, description="ids asked for; empty = all")
    status: Literal["passed", "failed", "timeout", "error", "interrupted"] = "error"
    passed: list[str] = Field(default_factory=list)
    failed: list[str] = Field(default_factory=list)
    failures: list[Failure] = Field(default_factory=list)
    exit_code: int | None = None
    duration: float = 0.0
    output_tail: str = ""
    durations: dict[str, float] = Field(default_factory=dict,
                                        description="seconds per node id (setup+call+teardown)")

    @property
    def ok(self) -> bool:
        return self.status == "passed"


class Usage(BaseModel):
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0
    calls: int = 0

    def add(self, other: Usage) -> None:
        self.prompt_tokens += other.prompt_tokens
        self.completion_tokens += other.completion_tokens
        self.cost_usd += other.cost_usd
        self.calls += other.calls

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens


class SampleOutcome(BaseModel):
    """One of the N completions of an LLM call (``--selfheal-llm-samples``) and its fate."""

    index: int
    status: Literal["malformed", "rejected", "apply_failed", "not_validated", "applied",
                    "passed", "failed", "timeout", "error"] = "malformed"
    applied: bool = False  # its diff applied to the snapshot
    passed: bool = False  # the failing ids passed with it (warm validation)
    changed_lines: int = 0
    chosen: bool = False  # the sample the attempt tried
    note: str = ""  # why it was unusable or failed (redacted)


class Attempt(BaseModel):
    """One iteration: a proposal, what applying it did, and what the tests said."""

    group: str
    iteration: int
    engine: str
    status: AttemptStatus = "engine_error"
    diff: str = ""
    prompt_chars: int = 0
    prompt_tokens: int = 0
    usage: Usage = Field(default_factory=Usage)
    apply_strategy: str | None = None
    apply_error: str | None = None
    guard_verdict: str = Field("", description="'ok' or the reason the guard refused")
    rerun: RerunResult | None = None
    confirm: RerunResult | None = None
    feedback: str = Field("", description="what the next prompt is told about this attempt")
    operator: str | None = Field(None, description="built-in engine: the fix template used")
    location: str | None = Field(None, description="built-in engine: path:line edited")
    signal: str | None = Field(None, description="built-in engine: the evidence that ranked "
                               "the edited statement: changed, since, feeds-change, frame, "
                               "flow, message or spectrum")
    candidates_tried: int = 0
    cheat: bool = Field(False, description="refused because it special-cased or weakened tests")
    summary: str = Field("", description="the fix in words: the model's explanation "
                         "(redacted) or the built-in operator's edit")
    samples: list[SampleOutcome] = Field(
        default_factory=list, description="llm engine with --selfheal-llm-samples N > 1: every "
        "completion of the call, validated at once; the chosen one is this attempt's diff")
    started_at: float = Field(default_factory=time.time)
    duration: float = 0.0


class Recall(BaseModel):
    """One fix-memory card recalled for a group before its first iteration."""

    card: str
    kind: Literal["fix", "failed"] = "fix"
    similarity: float = 0.0
    exact: bool = False


class Group(BaseModel):
    """Failures healed together because they share a root cause."""

    id: str
    nodeids: list[str]
    outcome: Outcome = "not_healed"
    iterations: int = 0
    patch: str = ""
    summary: str = Field("", description="root cause and fix in words, from the healing attempt")
    reason: str = ""
    duration: float = 0.0
    hint: str = Field("", description="what the user can do (environment failures)")
    signature: str = Field("", description="stable hash of the failure signature (signature.py)")
    signature_text: str = Field("", description="exception type, normalized message, top frames")
    recalled: list[Recall] = Field(default_factory=list, description="fix memory: cards recalled")
    from_memory: str = Field("", description="id of the recalled card the winning patch came from")


class RunRecord(BaseModel):
    """Everything about one `pytest --selfheal` run. Saved as run.json."""

    run_id: str
    version: str = ""
    started_at: str = Field(default_factory=lambda: datetime.now(timezone.utc).isoformat())
    finished_at: str | None = None
    mode: Literal["apply", "dry_run"] = "apply"
    repo_root: str = ""
    snapshot: str = Field("", description="commit id of the snapshot the heal started from")
    settings: dict[str, object] = Field(default_factory=dict)
    notes: list[str] = Field(default_factory=list)
    failures: list[Failure] = Field(default_factory=list)
    groups: list[Group] = Field(default_factory=list)
    attempts: list[Attempt] = Field(default_factory=list)
    usage: Usage = Field(default_factory=Usage)
    outcome: Outcome = "not_healed"
    patch: str = Field("", description="combined verified patch")
    applied: bool = False
    apply_note: str = ""
    error: str | None = None
    duration: float = 0.0
    rejected_cheats: int = Field(0, description="patches refused as cheats (cheats.py)")
    signature: str = Field("", description="run-level hash over the groups' signatures")

    def finish(self) -> None:
        self.finished_at = datetime.now(timezone.utc).isoformat()
        if self.groups:
            from pytest_selfheal.signature import run_signature_hash

            self.signature = run_signature_hash(g.signature for g in self.groups if g.signature)
        outs = [g.outcome for g in self.groups]
        if self.error is not None and not any(o == "healed" for o in outs):
            self.outcome = "error"
        elif outs and all(o in ("healed", "flaky", "environment") for o in outs):
            # nothing was left that a code change could fix
            self.outcome = ("healed" if "healed" in outs
                            else "environment" if "environment" in outs else "flaky")
        else:
            self.outcome = "not_healed"


def new_run_id() -> str:
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
    return f"{stamp}-{secrets.token_hex(3)}"


def save_record(record: RunRecord, runs_dir: Path) -> Path:
    """Write run.json and patch.diff atomically; return the run directory."""
    run_dir = runs_dir / record.run_id
    run_dir.mkdir(parents=True, exist_ok=True)
    _atomic_write(run_dir / "run.json", record.model_dump_json(indent=2))
    _atomic_write(run_dir / "patch.diff", record.patch)
    latest = runs_dir / "latest"
    _atomic_write(latest, record.run_id + "\n")
    return run_dir


def save_record_or_fallback(record: RunRecord, runs_dir: Path, again: bool = False
                            ) -> tuple[Path | None, str]:
    """save_record into runs_dir, else into a new temporary directory (a full disk, a
    read-only checkout); the directory used (None if neither) and a note for the user
    when it was not runs_dir. ``again``: a first save there worked, keep it."""
    import tempfile

    try:
        save_record(record, runs_dir)
        return runs_dir, ""
    except OSError as exc:
        if again:
            return runs_dir, ""
        note = f"could not save the run record in {runs_dir} ({exc.strerror or exc})"
    notes, before = record.notes, len(record.notes)
    try:
        fallback = Path(tempfile.mkdtemp(prefix="selfheal-runs-"))
        notes.append(f"{note}; saved it in {fallback} instead")
        save_record(record, fallback)
    except OSError as exc:
        del notes[before:]
        notes.append(f"{note}, nor in a temporary directory ({exc.strerror or exc})")
        return None, notes[-1]
    return fallback, notes[-1]


def load_record(path: Path) -> RunRecord:
    """Load a record from a run directory, a run.json, or the runs dir (latest)."""
    if path.is_dir() and (path / "latest").is_file():
        path = path / (path / "latest").read_text().strip()
    if path.is_dir():
        path = path / "run.json"
    return RunRecord.model_validate(json.loads(path.read_text(encoding="utf-8")))


def _atomic_write(path: Path, text: str) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)
