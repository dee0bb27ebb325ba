"""The ``selfheal summary`` terminal section, read from the run record."""

from __future__ import annotations

import os
from collections.abc import Callable
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


def memory_line(record: RunRecord) -> str:
    """One line on what the fix memory recalled and whether a winning patch came from it."""
    recalled = [r for g in record.groups for r in g.recalled]
    if not recalled:
        return ""
    fixes = [r for r in recalled if r.kind == "fix"]
    exact = sum(r.exact for r in fixes)
    won = [g.from_memory for g in record.groups if g.from_memory]
    line = (f"memory: recalled {len(fixes)} fix(es) ({exact} exact signature) and "
            f"{len(recalled) - len(fixes)} failed attempt(s)")
    if won:
        line += f"; the winning patch came from card {', '.join(won)}"
    return line


def _one_line(text: str, width: int = 160) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1].rstrip() + "…"


def summary_lines(record: RunRecord, run_dir: Path | None, verbose: int = 0,
                  nodeid: Callable[[str], str] = str) -> list[str]:
    """The summary of a run; ``nodeid`` rewrites ids into the form pytest printed."""
    lines: list[str] = []
    for group in record.groups:
        attempts = [a for a in record.attempts if a.group == group.id]
        head = nodeid(group.nodeids[0]) if group.nodeids else group.id
        more = f" (+{len(group.nodeids) - 1} more)" if len(group.nodeids) > 1 else ""
        if group.outcome == "healed" and (not group.iterations or (
                group.reason or "").startswith("healed by the fix kept")):
            lines.append(f"HEALED {head}{more}: {group.reason}")
        elif group.outcome == "healed":
            lines.append(f"HEALED {head}{more} in {group.iterations} iteration(s) "
                         f"[{_where(attempts)}]")
            if group.summary:
                lines.append(f"    fix: {_one_line(group.summary)}")
        elif group.outcome == "flaky":
            lines.append(f"FLAKY {head}{more}: {group.reason}")
        elif group.outcome == "environment":
            hint = f" ({group.hint})" if group.hint else ""
            lines.append(f"ENVIRONMENT {head}{more}: {group.reason}{hint}")
        else:
            label = "ERROR" if group.outcome == "error" else "NOT HEALED"
            lines.append(f"{label} {head}{more}: {group.reason}")
            if verbose:
                for a in attempts:
                    lines.append(f"    iteration {a.iteration} ({a.engine}): {a.status}: "
                                 f"{a.feedback.splitlines()[0] if a.feedback else ''}"[:200])
    if record.rejected_cheats:
        lines.append(f"rejected cheats: {record.rejected_cheats} patch(es) special-cased or "
                     "weakened the tests and were refused")
    memory = memory_line(record)
    if memory:
        lines.append(memory)
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
        if (run_dir / "events.jsonl").is_file():
            lines.append(f"events: {_rel(run_dir / 'events.jsonl')} (one line per step)")
    return lines


def _rel(path: Path) -> str:
    try:
        rel = os.path.relpath(path)
    except ValueError:
        return str(path)
    return rel if not rel.startswith("../..") else str(path)


def cwd_relative_nodeid(config: pytest.Config, nodeid: str) -> str:
    """nodeid (relative to the rootdir) as pytest's FAILED lines print it: from the cwd.

    ``Config.cwd_relative_nodeid`` does this, but takes a ``NodeId`` object from
    pytest 9.2 on, so the path part is rewritten here the same way.
    """
    path, sep, rest = nodeid.partition("::")
    invocation = Path(config.invocation_params.dir)
    if not path or invocation == config.rootpath:
        return nodeid
    rel = os.path.relpath(config.rootpath / path, invocation)
    return f"{Path(rel).as_posix()}{sep}{rest}"


def write_summary(tr: pytest.TerminalReporter, record: RunRecord, run_dir: Path | None,
                  settings: Settings) -> None:
    tr.write_sep("=", "selfheal summary")
    lines = summary_lines(record, run_dir, tr.config.get_verbosity(),
                          nodeid=lambda n: cwd_relative_nodeid(tr.config, n))
    for line in lines:
        tr.write_line(line)
    if record.patch and (settings.dry_run or tr.config.get_verbosity() >= 0):
        tr.write_line("")
        for line in record.patch.rstrip("\n").splitlines():
            tr.write_line(line)
