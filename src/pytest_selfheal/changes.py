"""What changed: line ranges edited against HEAD and since a reference, and their functions.

A leaf module (git and ast only) shared by the engines. Two change sets are read:

- against ``HEAD``: the uncommitted and untracked edits of a working tree;
- since a reference: the same plus every line committed since ``REF`` (``--selfheal-since``),
  by default the merge-base with the upstream branch, else with the default branch
  (``origin/HEAD``, else a local ``main`` or ``master``). When the current branch *is*
  that default branch there is nothing extra, so history is never ranked wholesale.

Bases are resolved in the user's repository (which knows its branches); the lines are
read in any checkout holding those commits (the scratch worktree shares the user's
object store), so their numbers match the files the engine edits.
"""

from __future__ import annotations

import ast
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from pytest_selfheal.git.snapshot import COPY_SKIP, IDENTITY, WorkspaceError, git, out

Lines = dict[str, set[int]]  # path relative to the checkout dir -> 1-based new-side lines
_HUNK = re.compile(rb"^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@", re.M)
_FILE = re.compile(rb"^\+\+\+ (?:b/(.*)|/dev/null)$", re.M)
MAX_UNTRACKED_BYTES = 1_000_000  # larger untracked files are data, not edits


class ChangesError(Exception):
    """A reference that cannot be resolved; one actionable line."""


@dataclass(frozen=True)
class Bases:
    """Commits to diff against: the user's HEAD and the ``since`` commit (or None)."""

    head: str | None = None
    since: str | None = None
    since_label: str = ""  # e.g. "merge-base with origin/main", "v1.2"


@dataclass
class ChangeSet:
    """Changed lines per file, against HEAD and since the reference (a superset of head)."""

    head: Lines = field(default_factory=dict)
    since: Lines = field(default_factory=dict)
    since_label: str = ""

    def __bool__(self) -> bool:
        return bool(self.head or self.since)

    def signal(self, path: str, first: int, last: int) -> str | None:
        """'changed' or 'since' when a line of [first, last] changed, else None."""
        for name, lines in (("changed", self.head), ("since", self.since)):
            got = lines.get(path)
            if got and any(first <= n <= last for n in got):
                return name
        return None

    def functions(self, root: Path, only: set[str] | None = None
                  ) -> dict[str, list[tuple[str, int, int]]]:
        """path -> (name, first line, last line) of each function holding a changed line
        (in the .py files of ``only`` when given)."""
        out_: dict[str, list[tuple[str, int, int]]] = {}
        for path in sorted(set(self.head) | set(self.since)):
            if not path.endswith(".py") or (only is not None and path not in only):
                continue
            lines = self.head.get(path, set()) | self.since.get(path, set())
            try:
                tree = ast.parse((root / path).read_bytes())
            except (OSError, SyntaxError, ValueError):
                continue
            found = []
            for node in ast.walk(tree):
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    last = node.end_lineno or node.lineno
                    first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
                    if any(first <= n <= last for n in lines):
                        found.append((node.name, node.lineno, last))
            if found:
                out_[path] = sorted(found, key=lambda f: f[1])
        return out_


def _rev(repo: Path, rev: str) -> str | None:
    proc = git(["rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}"], repo, check=False)
    return out(proc) or None if proc.returncode == 0 else None


def _symbolic(repo: Path, args: list[str]) -> str | None:
    proc = git(args, repo, check=False)
    return out(proc) or None if proc.returncode == 0 else None


def _merge_base(repo: Path, a: str, b: str) -> str | None:
    proc = git(["merge-base", a, b], repo, check=False)
    return out(proc) or None if proc.returncode == 0 else None


def default_since(repo: Path) -> tuple[str | None, str]:
    """(commit, label) of the default ``since``: see the module docstring. (None, why) if none."""
    branch = _symbolic(repo, ["symbolic-ref", "--quiet", "--short", "HEAD"])
    upstream = _symbolic(repo, ["rev-parse", "--abbrev-ref", "--symbolic-full-name", "@{upstream}"])
    candidates: list[str] = [upstream] if upstream else []
    origin = _symbolic(repo, ["symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD"])
    candidates += [origin] if origin else []
    candidates += [b for b in ("main", "master") if _rev(repo, f"refs/heads/{b}")]
    for ref in candidates:
        if ref != upstream and branch is not None and ref.split("/")[-1] == branch:
            return None, f"HEAD is the default branch {ref}"  # its whole history is not a clue
        base = _merge_base(repo, "HEAD", ref)
        if base:
            return base, f"merge-base with {ref}"
    return None, "no upstream or default branch"


def resolve_bases(repo: Path, since: str | None = None) -> Bases:
    """Resolve HEAD and the ``since`` commit in the user's repository.

    Raises ChangesError when an explicit ``since`` names no commit. Outside git, or in
    a repository without commits, both bases are None (nothing is "changed").
    """
    try:
        head = _rev(repo, "HEAD")
    except WorkspaceError:  # git missing: no change signal
        return Bases()
    if head is None or _is_snapshot_only(repo, head):
        if since:
            raise ChangesError(f"--selfheal-since {since}: the project has no git "
                               "history here; drop the option or run inside the repository")
        return Bases()
    if since:
        commit = _rev(repo, since)
        if commit is None:
            raise ChangesError(f"--selfheal-since {since} names no commit in "
                               f"{repo}: give a branch, tag or sha (fetch it first in CI)")
        return Bases(head, commit, since)
    commit, label = default_since(repo)
    return Bases(head, commit, label if commit else "")


def _is_snapshot_only(repo: Path, head: str) -> bool:
    """True in selfheal's own throwaway repository (its one commit is the snapshot)."""
    proc = git(["log", "-1", "--format=%ce", head], repo, check=False)
    return out(proc) == IDENTITY[1] and _rev(repo, f"{head}^") is None


def changed_lines(work: Path, base: str) -> Lines:
    """Lines of the files under ``work`` that differ from commit ``base``, new-side numbers.

    Covers the working tree's tracked files (edited, added) and, outside a scratch
    checkout, untracked not-ignored files. A deletion marks the lines around it.
    Paths are relative to ``work``.
    """
    proc = git(["diff", "-U0", "--no-color", "--no-ext-diff", "--no-renames", "--relative",
                "--src-prefix=a/", "--dst-prefix=b/", base, "--", "."], work, check=False)
    result: Lines = {}
    if proc.returncode != 0:
        return result
    _parse_diff(proc.stdout, result)
    others = git(["ls-files", "-z", "--others", "--exclude-standard", "--", "."], work,
                 check=False)
    if others.returncode == 0:
        for raw in others.stdout.split(b"\0"):
            rel = os.fsdecode(raw)
            parts = rel.split("/")
            if not rel or rel.startswith(".selfheal") or COPY_SKIP.intersection(parts[:-1]):
                continue
            path = work / rel
            try:
                if path.stat().st_size > MAX_UNTRACKED_BYTES:
                    continue
                count = len(path.read_bytes().splitlines())
            except OSError:
                continue
            if count:
                result.setdefault(rel, set()).update(range(1, count + 1))
    return result


def _parse_diff(data: bytes, result: Lines) -> None:
    current: set[int] | None = None
    for line in data.splitlines():
        if line.startswith(b"+++ "):
            m = _FILE.match(line)
            name = m.group(1) if m else None
            current = result.setdefault(os.fsdecode(name), set()) if name else None
        elif line.startswith(b"@@") and current is not None:
            h = _HUNK.match(line)
            if h is None:
                continue
            start, count = int(h.group(1)), int(h.group(2) or b"1")
            if count:
                current.update(range(start, start + count))
            else:  # a pure deletion after line `start`: the statements around it
                current.update(n for n in (start, start + 1) if n > 0)
    for name in [k for k, v in result.items()
                 if not v or COPY_SKIP.intersection(k.split("/")[:-1])]:
        del result[name]  # nothing left, or a virtualenv / cache a snapshot carried


def collect_changes(work: Path, bases: Bases) -> ChangeSet:
    """The change set of the checkout at ``work`` against resolved bases; empty on trouble."""
    changes = ChangeSet(since_label=bases.since_label)
    try:
        if bases.head:
            changes.head = changed_lines(work, bases.head)
        if bases.since and bases.since != bases.head:
            since = changed_lines(work, bases.since)
            for path, lines in changes.head.items():
                since.setdefault(path, set()).update(lines)
            changes.since = since
        else:
            changes.since = {k: set(v) for k, v in changes.head.items()}
    except WorkspaceError:
        return ChangeSet()
    return changes
