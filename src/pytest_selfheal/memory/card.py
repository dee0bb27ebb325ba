"""The fix card: what one failure group's outcome teaches the next heal.

A card of kind ``fix`` holds a verified fix (signature, diff, engine, operator or
model, cost, a one-paragraph summary); a card of kind ``failed`` holds one attempt
that did not work for that signature, compactly (diff hash, operator, location,
why). Cards are built from the run record only, and every text field passes
through the same redaction as prompts and records before it is stored.
"""

from __future__ import annotations

import ast
import hashlib
import re
import time
from collections.abc import Callable
from datetime import datetime, timezone
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field

from pytest_selfheal.records import Attempt, Failure, Group, RunRecord

SCHEMA = 1
MAX_DIFF = 12_000
MAX_FAILED_DIFF = 1_500
MAX_SUMMARY = 800
MAX_CODE_LINES = 40
_FENCE = re.compile(r"^(```|~~~)", re.MULTILINE)


class FixCard(BaseModel):
    """One remembered outcome for one failure signature."""

    id: str
    kind: Literal["fix", "failed"] = "fix"
    signature: str = Field(description="stable hash (signature.py)")
    signature_text: str = Field("", description="exception type, normalized message, frames")
    query_text: str = Field("", description="the embedded text: signature, message, code")
    nodeids: list[str] = Field(default_factory=list)
    files: list[str] = Field(default_factory=list, description="files the diff touches")
    diff: str = ""
    diff_hash: str = Field("", description="hash of the changed lines (line-number free)")
    engine: str = ""
    operator: str | None = None
    location: str | None = None
    model: str | None = None
    outcome: str = Field("healed", description="healed, or the failed attempt's status")
    reason: str = Field("", description="failed attempts: why it failed")
    iterations: int = 0
    candidates_tried: int = 0
    time_to_green: float = 0.0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0
    summary: str = ""
    repo: str = ""
    commit: str = ""
    created: str = Field(default_factory=lambda: datetime.now(timezone.utc).isoformat())
    created_ts: float = Field(default_factory=time.time)
    applied: bool = False
    dry_run: bool = False
    recalls: int = 0
    schema_version: int = SCHEMA


def diff_hash(diff: str) -> str:
    """12 hex digits over the removed and added lines only, whitespace-trimmed.

    No paths, hunk headers or line numbers: the same edit made after the file
    drifted, or in a renamed file, has the same hash.
    """
    changed = []
    for line in diff.splitlines():
        if line.startswith(("+++", "---")):
            continue
        if line.startswith(("+", "-")) and line[1:].strip():
            changed.append(line[0] + line[1:].strip())
    return hashlib.sha256("\n".join(changed).encode("utf-8")).hexdigest()[:12]


def diff_files(diff: str) -> list[str]:
    out: list[str] = []
    for line in diff.splitlines():
        if line.startswith("+++ ") and not line.startswith("+++ /dev/null"):
            path = line[4:].strip().split("\t")[0]
            path = path[2:] if path.startswith("b/") else path
            if path not in out:
                out.append(path)
    return out


def explanation_of(reply: str, limit: int = MAX_SUMMARY) -> str:
    """The prose of a proposal as one paragraph: what a model wrote before its diff
    block, or the built-in engine's whole description (it has no block)."""
    match = _FENCE.search(reply)
    text = reply[: match.start()] if match else reply
    if not match and re.search(r"^(---|\+\+\+|@@) ", reply, re.MULTILINE):
        text = ""  # a bare diff: no prose
    return " ".join(text.split())[:limit]


def is_test_path(path: str) -> bool:
    name = path.rsplit("/", 1)[-1]
    return (name.startswith("test_") or name.endswith("_test.py") or name == "conftest.py"
            or "/tests/" in f"/{path}")


def suspicious_code(root: Path, failures: list[Failure]) -> str:
    """The source of the innermost non-test project function in the tracebacks; for a
    wrong value caught by an assert (no such frame), the first project function that
    the failing test calls. Without code, every "assert <n> == <n>" reads alike."""
    for failure in failures:
        for frame in reversed(failure.frames):
            if not frame.in_project or is_test_path(frame.path) or Path(frame.path).is_absolute():
                continue
            code = _function_at(root / frame.path, frame.lineno)
            if code:
                return code
    for failure in failures:
        code = _called_by_test(root, failure)
        if code:
            return code
    return ""


def _called_by_test(root: Path, failure: Failure) -> str:
    """The first function, defined in a project module the test file imports, that the
    failing test calls (by name or as a method)."""
    from pytest_selfheal.memory.replay import traceback_files

    test = failure.test_path or failure.nodeid.split("::")[0]
    name = failure.nodeid.split("::")[-1].split("[")[0]
    try:
        tree = ast.parse((root / test).read_text(encoding="utf-8"))
    except (OSError, SyntaxError, ValueError, UnicodeDecodeError):
        return ""
    func = next((n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef,
                                                             ast.AsyncFunctionDef))
                 and n.name == name), None)
    if func is None:
        return ""
    called = [c.func.id if isinstance(c.func, ast.Name) else c.func.attr
              for c in ast.walk(func) if isinstance(c, ast.Call)
              and isinstance(c.func, (ast.Name, ast.Attribute))]
    modules = sorted(p for p in traceback_files(root, [failure.model_copy(update={"frames": []})])
                     if not is_test_path(p))
    for callee in dict.fromkeys(called):
        for path in modules:
            code = _function_named(root / path, callee)
            if code:
                return code
    return ""


def _function_named(path: Path, name: str) -> str:
    return _function_source(path, name=name)


def _function_at(path: Path, lineno: int) -> str:
    return _function_source(path, line=lineno)


def _function_source(path: Path, *, line: int | None = None, name: str | None = None) -> str:
    """The source (its first MAX_CODE_LINES lines) of the innermost function holding
    `line`, or of the first function called `name`."""
    try:
        text = path.read_text(encoding="utf-8")
        tree = ast.parse(text)
    except (OSError, SyntaxError, ValueError, UnicodeDecodeError):
        return ""
    best: ast.FunctionDef | ast.AsyncFunctionDef | None = None
    for node in ast.walk(tree):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        if name is not None and node.name == name:
            best = node
            break
        end = node.end_lineno or node.lineno
        if line is not None and node.lineno <= line <= end and (
                best is None or node.lineno >= best.lineno):
            best = node
    if best is None:
        return ""
    lines = text.splitlines()[best.lineno - 1:(best.end_lineno or best.lineno)]
    return "\n".join(lines[:MAX_CODE_LINES])


def query_text(signature_text: str, failures: list[Failure], code: str) -> str:
    """What recall embeds: the signature, the raw first message line, the suspect's code."""
    first = ""
    for f in failures:
        if f.message.strip():
            first = f.message.strip().splitlines()[0][:300]
            break
    return "\n".join(part for part in (signature_text, first, code) if part)


def builtin_summary(attempt: Attempt, signature_text: str) -> str:
    """The built-in engine's summary: its operator and statement, in words."""
    exc = signature_text.splitlines()[0] if signature_text else "the failure"
    where = attempt.location or "the suspicious statement"
    what = attempt.summary or attempt.operator or "a template edit"
    return (f"{exc} was fixed by the built-in engine's {attempt.operator or 'template'} "
            f"operator at {where}: {what}.")


def cards_for_group(
    record: RunRecord,
    group: Group,
    query: str,
    redact: Callable[[str], str],
    repo: str = "",
) -> list[FixCard]:
    """The cards one group's outcome leaves: its verified fix and its failed attempts."""
    attempts = [a for a in record.attempts if a.group == group.id]
    cards: list[FixCard] = []
    common = dict(signature=group.signature, signature_text=redact(group.signature_text),
                  query_text=redact(query), nodeids=list(group.nodeids), repo=repo,
                  commit=record.snapshot, dry_run=record.mode == "dry_run")
    healed = next((a for a in attempts if a.status == "healed"), None)
    if group.outcome == "healed" and healed is not None and group.patch.strip():
        diff = redact(group.patch)[:MAX_DIFF]
        usage = [a.usage for a in attempts]
        summary = (healed.summary if healed.engine != "builtin"
                   else builtin_summary(healed, group.signature_text))
        h = diff_hash(diff)
        cards.append(FixCard(
            id=f"{group.signature}-{h[:8]}", kind="fix", files=diff_files(diff), diff=diff,
            diff_hash=h, engine=healed.engine, operator=healed.operator,
            location=healed.location, model=_model(record, healed),
            outcome="healed", iterations=group.iterations,
            candidates_tried=sum(a.candidates_tried for a in attempts),
            time_to_green=round(group.duration, 3),
            prompt_tokens=sum(u.prompt_tokens for u in usage),
            completion_tokens=sum(u.completion_tokens for u in usage),
            cost_usd=sum(u.cost_usd for u in usage),
            summary=redact(summary)[:MAX_SUMMARY], applied=record.applied,
            **common,
        ))
    for a in attempts:
        if a.status in ("healed", "engine_error", "exhausted", "malformed") or not a.diff.strip():
            continue
        diff = redact(a.diff)
        h = diff_hash(diff)
        cards.append(FixCard(
            id=f"{group.signature}-x-{h[:8]}", kind="failed", files=diff_files(diff),
            diff=diff[:MAX_FAILED_DIFF], diff_hash=h, engine=a.engine, operator=a.operator,
            location=a.location, model=_model(record, a), outcome=a.status,
            reason=redact(_why(a))[:300], candidates_tried=a.candidates_tried,
            **common,
        ))
    return cards


def _why(attempt: Attempt) -> str:
    first = attempt.feedback.strip().splitlines()[0] if attempt.feedback.strip() else ""
    return f"{attempt.status}: {first}" if first else attempt.status


def _model(record: RunRecord, attempt: Attempt) -> str | None:
    if attempt.engine == "builtin":
        return None
    model = record.settings.get("model")
    return str(model) if model else None
