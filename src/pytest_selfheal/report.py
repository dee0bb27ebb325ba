"""The ``selfheal summary`` terminal section, read from the run record."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from pytest_selfheal.options import Settings
from pytest_selfheal.records import Attempt, RunRecord


def _where(attempts: list[Attempt]) -> str:
    for a in reversed(attempts):
        if a.status == "healed":
            parts = [a.engine]
            if a.operator:
                parts.append(f"{a.operator} at {a.location}")
            if a.usage.total_tokens:
                parts.append(f"{a.usage.total_tokens} tokens")
            return ", ".join(parts)
    return ""


def _one_line(text: str, width: int = 160) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1].rstrip() + "…"


def summary_lines(record: RunRecord, run_dir: Path | None, verbose: int = 0) -> list[str]:
    lines: list[str] = []
    for group in record.groups:
        attempts = [a for a in record.attempts if a.group == group.id]
        head = group.nodeids[0] if group.nodeids else group.id
        more = f" (+{len(group.nodeids) - 1} more)" if len(group.nodeids) > 1 else ""
        if group.outcome == "healed" and not group.iterations:
            lines.append(f"HEALED {head}{more}: {group.reason}")
        elif group.outcome == "healed":
            lines.append(f"HEALED {head}{more} in {group.iterations} iteration(s) "
                         f"[{_where(attempts)}]")
            if group.summary:
                lines.append(f"    fix: {_one_line(group.summary)}")
        elif group.outcome == "flaky":
            lines.append(f"FLAKY {head}{more}: {group.reason}")
        else:
            label = "ERROR" if group.outcome == "error" else "NOT HEALED"
            lines.append(f"{label} {head}{more}: {group.reason}")
            if verbose:
                for a in attempts:
                    lines.append(f"    iteration {a.iteration} ({a.engine}): {a.status}: "
                                 f"{a.feedback.splitlines()[0] if a.feedback else ''}"[:200])
    for note in record.notes:
        lines.append(f"note: {note}")
    if record.error:
        lines.append(f"error: {record.error}")
    usage = record.usage
    if usage.calls or usage.total_tokens:
        lines.append(f"model usage: {usage.total_tokens} tokens, ${usage.cost_usd:.4f}, "
                     f"{usage.calls} call(s)")
    lines.append(f"outcome: {record.outcome} in {record.duration:.1f} s")
    if record.patch:
        if record.applied:
            lines.append("the verified patch was applied to the working tree")
        elif record.apply_note:
            lines.append(record.apply_note)
    if run_dir is not None:
        lines.append(f"record: {_rel(run_dir / 'run.json')}")
    return lines


def _rel(path: Path) -> str:
    try:
        rel = os.path.relpath(path)
    except ValueError:
        return str(path)
    return rel if not rel.startswith("../..") else str(path)


def write_summary(tr: pytest.TerminalReporter, record: RunRecord, run_dir: Path | None,
                  settings: Settings) -> None:
    tr.write_sep("=", "selfheal summary")
    for line in summary_lines(record, run_dir, tr.config.get_verbosity()):
        tr.write_line(line)
    if record.patch and (settings.dry_run or tr.config.get_verbosity() >= 0):
        tr.write_line("")
        for line in record.patch.rstrip("\n").splitlines():
            tr.write_line(line)
