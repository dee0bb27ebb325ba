"""Title, body, job summary and annotations of a heal, built only from its run record.

The run record (run.json) is the source of truth: what failed, the verified diff,
the attempts that found it, the evidence (the rerun of the failing ids and the
confirm run of the rest of the suite), usage and cost. Nothing here runs git or
talks to GitHub. Text is redacted once more (values of secret environment
variables) before it leaves, and capped under GitHub's 65,536-character body limit.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Iterable, Mapping
from pathlib import PurePosixPath
from typing import Any

from pytest_selfheal.records import Attempt, Failure, Group, RunRecord
from selfheal_action import TRAILER

BODY_LIMIT = 60_000
DIFF_LIMIT = 30_000
ERROR_LINES = 12
_DEF = re.compile(r"^\s*(?:async\s+)?(?:def|class)\s+(\w+)")


def healed_groups(record: RunRecord) -> list[Group]:
    return [g for g in record.groups if g.outcome == "healed" and g.patch.strip()]


def _failures(record: RunRecord, group: Group) -> list[Failure]:
    ids = set(group.nodeids)
    return [f for f in record.failures if f.nodeid in ids]


def _winning(record: RunRecord, group: Group) -> Attempt | None:
    for attempt in reversed(record.attempts):
        if attempt.group == group.id and attempt.status == "healed":
            return attempt
    return None


def diff_files(diff: str) -> list[str]:
    files: list[str] = []
    for line in diff.splitlines():
        if line.startswith("+++ ") and not line.startswith("+++ /dev/null"):
            path = line[4:].split("\t")[0].strip()
            path = path[2:] if path.startswith("b/") else path
            if path not in files:
                files.append(path)
    return files


_HUNK = re.compile(r"^@@ -(\d+)(?:,\d+)? \+\d+(?:,\d+)? @@(.*)$")


def first_change(diff: str) -> tuple[str, int, str]:
    """(path, line in the old file, hunk header context) of the first changed line."""
    path, line, context = "", 0, ""
    for text in diff.splitlines():
        if text.startswith("--- "):
            path = text[4:].split("\t")[0].strip().removeprefix("a/")
        elif text.startswith("+++ ") and path in ("", "/dev/null"):
            path = text[4:].split("\t")[0].strip().removeprefix("b/")
        elif (match := _HUNK.match(text)) is not None:
            line, context = int(match.group(1)), match.group(2).strip()
        elif line and text.startswith(("-", "+")):
            return path, line, context
        elif line and text.startswith(" "):
            line += 1
    return path, line, context


def enclosing(source: str, lineno: int) -> str:
    """Qualified name of the innermost def or class holding ``lineno`` ('' if none)."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return ""
    names: list[str] = []
    body: list[ast.stmt] = tree.body
    while True:
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) \
                    and node.lineno <= lineno <= (node.end_lineno or node.lineno):
                names.append(node.name)
                body = node.body
                break
        else:
            return ".".join(names)


def where(record: RunRecord, group: Group, read: Callable[[str], str] | None = None) -> str:
    """``module.qualname`` of the fix: the def around the first changed line.

    ``read`` returns a repository file's text (the red commit's); without it, or when
    the file cannot be parsed, the hunk header's context or the file name stands in.
    """
    path, line, context = first_change(group.patch)
    if not path or path == "/dev/null":
        return "the code"
    # a group's patch is relative to pytest's rootdir, the run's to the repository
    full = [p for p in diff_files(record.patch) if p == path or p.endswith("/" + path)]
    path = full[0] if full else path
    stem = PurePosixPath(path).stem
    if read is not None:
        try:
            name = enclosing(read(path), line)
        except (OSError, UnicodeDecodeError, RuntimeError):
            name = ""
        if name:
            return f"{stem}.{name}"
    match = _DEF.match(context)
    return f"{stem}.{match.group(1)}" if match else PurePosixPath(path).name


def _exc(record: RunRecord, group: Group) -> str:
    types = [f.exc_type for f in _failures(record, group) if f.exc_type]
    return types[0] if types else "a failure"


def title(record: RunRecord, read: Callable[[str], str] | None = None) -> str:
    groups = healed_groups(record)
    if not groups:
        return "selfheal: no verified fix"
    first = groups[0]
    n = sum(len(g.nodeids) for g in groups)
    tests = f"{n} failing test" + ("" if n == 1 else "s")
    more = f" and {len(groups) - 1} more" if len(groups) > 1 else ""
    where_ = where(record, first, read)
    return f"selfheal: fix {_exc(record, first)} in {where_}{more} ({tests})"


def _error_text(failure: Failure) -> str:
    head = f"{failure.exc_type}: {failure.message}".strip(": ") if failure.exc_type \
        else failure.message
    lines = (failure.longrepr or head).strip().splitlines()
    if len(lines) > ERROR_LINES:
        lines = [*lines[:3], "...", *lines[-(ERROR_LINES - 4):]]
    return "\n".join(lines)


def _fence(text: str, lang: str = "") -> str:
    ticks = "```"
    while ticks in text:
        ticks += "`"
    return f"{ticks}{lang}\n{text.rstrip()}\n{ticks}"


def _cap(text: str, limit: int, what: str) -> str:
    if len(text) <= limit:
        return text
    return text[:limit].rsplit("\n", 1)[0] + f"\n... ({what} cut at {limit} characters)"


def failing_section(record: RunRecord, groups: Iterable[Group]) -> list[str]:
    out = []
    for group in groups:
        for failure in _failures(record, group):
            first = (failure.message.strip().splitlines() or [""])[0][:200]
            out.append(f"- `{failure.nodeid}` ({failure.when}): `{failure.exc_type}`"
                       + (f" {first}" if first else ""))
            out.append("  <details><summary>error</summary>\n\n"
                       + _indent(_fence(_error_text(failure))) + "\n  </details>")
    return out


def _indent(text: str) -> str:
    return "\n".join("  " + line if line else line for line in text.splitlines())


def cause_and_fix(record: RunRecord, group: Group,
                  read: Callable[[str], str] | None = None) -> str:
    """The root cause and the fix in words, from the failure, the winning attempt and the diff."""
    failures = _failures(record, group)
    attempt = _winning(record, group)
    n = len(group.nodeids)
    first = failures[0] if failures else None
    msg = (first.message.strip().splitlines() or [""])[0][:160] if first else ""
    cause = (f"{n} test{'s' if n != 1 else ''} failed with `{_exc(record, group)}`"
             + (f" (`{msg}`)" if msg else "") + f"; the fix is in `{where(record, group, read)}`.")
    changes = []
    removed, added = [], []
    for line in group.patch.splitlines():
        if line.startswith("-") and not line.startswith("---"):
            removed.append(line[1:].strip())
        elif line.startswith("+") and not line.startswith("+++"):
            added.append(line[1:].strip())
    full = diff_files(record.patch)
    files = ", ".join(f"`{next((f for f in full if f.endswith('/' + p)), p)}`"
                      for p in diff_files(group.patch))
    if len(removed) == 1 and len(added) == 1:
        old, new = changed_span(removed[0], added[0])
        changes.append(f"In {files}, `{old}` becomes `{new}`.")
    else:
        changes.append(f"The patch changes {files}: {len(removed)} line(s) removed, "
                       f"{len(added)} added.")
    if attempt is not None and attempt.operator:
        changes.append(f"The built-in engine's `{attempt.operator}` template made the edit"
                       + (f" at `{attempt.location}`." if attempt.location else "."))
    elif attempt is not None:
        changes.append(f"The `{attempt.engine}` engine proposed it in iteration "
                       f"{attempt.iteration}.")
    return f"**Cause.** {cause}\n\n**Fix.** " + " ".join(changes)


def changed_span(old: str, new: str, context: int = 1) -> tuple[str, str]:
    """The differing tokens of two lines, with ``context`` tokens around them."""
    a, b = old.split(), new.split()
    pre = 0
    while pre < min(len(a), len(b)) and a[pre] == b[pre]:
        pre += 1
    post = 0
    while post < min(len(a), len(b)) - pre and a[-1 - post] == b[-1 - post]:
        post += 1
    start = max(0, pre - context)
    return (" ".join(a[start:len(a) - max(0, post - context)]),
            " ".join(b[start:len(b) - max(0, post - context)]))


def evidence(record: RunRecord, groups: list[Group], sha: str) -> list[str]:
    out = []
    ids = [i for g in groups for i in g.nodeids]
    at = f"`{sha[:12]}`" if sha else "the red commit"
    snap = f" (snapshot `{record.snapshot[:12]}`)" if record.snapshot else ""
    out.append(f"- These {len(ids)} test(s) failed at {at}{snap} and were reproduced "
               "before healing.")
    for group in groups:
        attempt = _winning(record, group)
        if attempt is None:
            continue
        if attempt.rerun is not None:
            r = attempt.rerun
            out.append(f"- With the patch they pass: {len(r.passed)} passed, {len(r.failed)} "
                       f"failed in the rerun ({r.duration:.1f} s).")
        if attempt.confirm is not None:
            c = attempt.confirm
            others = [i for i in c.passed if i not in ids]
            out.append(f"- The {len(others)} other test(s) the run selected still pass "
                       f"(confirm run: {len(c.passed)} passed, {len(c.failed)} failed, "
                       f"{c.duration:.1f} s).")
    return out


def how_section(record: RunRecord, groups: list[Group]) -> list[str]:
    rows = ["| group | engine | operator or model | iterations | tokens | cost |",
            "|---|---|---|---|---|---|"]
    model = str(record.settings.get("model") or "")
    for group in groups:
        attempt = _winning(record, group)
        tokens = sum(a.usage.total_tokens for a in record.attempts if a.group == group.id)
        cost = sum(a.usage.cost_usd for a in record.attempts if a.group == group.id)
        engine = attempt.engine if attempt else "?"
        how = (attempt.operator if attempt and attempt.operator else model) or "-"
        rows.append(f"| `{group.id}` | {engine} | {how} | {group.iterations} | {tokens} | "
                    f"${cost:.4f} |")
    u = record.usage
    rows.append("")
    rows.append(f"Run `{record.run_id}` (pytest-selfheal {record.version or '?'}): "
                f"{record.duration:.1f} s, {u.total_tokens} tokens, ${u.cost_usd:.4f}.")
    return rows


def recalled(raw: Mapping[str, Any] | None) -> list[str]:
    """Recalled fix memories, when the record lists them (``recalled`` on the run or a group)."""
    if not raw:
        return []
    items: list[Any] = list(raw.get("recalled") or [])
    for group in raw.get("groups") or []:
        if isinstance(group, dict):
            items += list(group.get("recalled") or [])
    out = []
    for item in items:
        if isinstance(item, dict):
            bits = [f"{k}: {item[k]}" for k in ("card_id", "id", "signature", "similarity",
                                                "kind", "summary") if item.get(k) is not None]
            out.append("- " + ", ".join(str(b) for b in bits))
        else:
            out.append(f"- {item}")
    return out


def reproduce(record: RunRecord, groups: list[Group], branch: str, workdir: str = ".") -> str:
    ids = " ".join(f"'{i}'" for g in groups for i in g.nodeids)
    lines = [f"cd {workdir}"] if workdir not in ("", ".") else []
    lines += [f"pytest --selfheal-dry-run {ids}   # heal it yourself, nothing changes"]
    if branch:
        lines += [f"git fetch origin {branch} && git checkout FETCH_HEAD",
                  f"pytest {ids}   # the fixed tests pass"]
    return _fence("\n".join(lines), "sh")


def body(record: RunRecord, *, sha: str, branch: str = "", raw: Mapping[str, Any] | None = None,
         redact: Callable[[str], str] | None = None,
         read: Callable[[str], str] | None = None, workdir: str = ".") -> str:
    """The pull request body (also the job summary's content)."""
    groups = healed_groups(record)
    n = sum(len(g.nodeids) for g in groups)
    unhealed = [g for g in record.groups if g.outcome != "healed"]
    parts = [f"pytest-selfheal found a verified fix for {n} failing test(s)"
             + (f" at `{sha[:12]}`." if sha else ".")]
    if unhealed:
        parts.append(f"{len(unhealed)} other failure group(s) were not healed "
                     f"({', '.join(sorted({g.outcome for g in unhealed}))}); see the job "
                     "summary.")
    parts += ["", "### Failing tests", *failing_section(record, groups)]
    parts += ["", "### The fix", _fence(_cap(record.patch or "\n".join(g.patch for g in groups),
                                             DIFF_LIMIT, "diff"), "diff")]
    parts += ["", "### Root cause and fix", *[cause_and_fix(record, g, read) for g in groups]]
    parts += ["", "### Evidence", *evidence(record, groups, sha)]
    parts += ["", "### How it was found", *how_section(record, groups)]
    memories = recalled(raw)
    if memories:
        parts += ["", "### Recalled fix memories", *memories]
    parts += ["", "### Reproduce locally", reproduce(record, groups, branch, workdir)]
    parts += ["", f"<sub>{TRAILER}: {record.signature}. One pull request per failure "
                  "signature: a new red build with the same failures updates this one.</sub>"]
    text = "\n".join(parts)
    if redact is not None:
        text = redact(text)
    return _cap(text, BODY_LIMIT, "body")


def commit_message(record: RunRecord, sha: str,
                   read: Callable[[str], str] | None = None) -> str:
    lines = [title(record, read), ""]
    for group in healed_groups(record):
        lines += [f"Heals {', '.join(group.nodeids)}."[:500]]
    lines += ["", f"Verified by pytest-selfheal run {record.run_id} at {sha[:12]}.", "",
              f"{TRAILER}: {record.signature}"]
    return "\n".join(lines) + "\n"


def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_prop(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def error_annotations(record: RunRecord, locate: Callable[[str], str] = str) -> list[str]:
    """``::error`` lines for failures that were not healed, at their deepest project frame."""
    out = []
    unhealed = {i for g in record.groups if g.outcome != "healed" for i in g.nodeids}
    for failure in record.failures:
        if failure.nodeid not in unhealed:
            continue
        frames = failure.project_frames()
        path, line = (frames[-1].path, frames[-1].lineno) if frames else (
            failure.test_path or failure.nodeid.split("::")[0], 1)
        path = locate(path)
        msg = f"selfheal could not heal {failure.nodeid}: {failure.exc_type} " \
              f"{(failure.message.strip().splitlines() or [''])[0][:200]}".strip()
        out.append(f"::error file={_escape_prop(path)},line={line},"
                   f"title={_escape_prop('selfheal: not healed')}::{_escape_data(msg)}")
    return out
