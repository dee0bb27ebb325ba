"""Group failures that share a root cause so they are healed together.

Two failures share a root cause when their deepest project frame outside the
test files is the same function. For a test that hung, the deepest frame is wherever
the timer fired, so tests that hung group by the innermost `while` loop around their
deepest project frame (tests that hang in one loop are one endless loop, whichever
function called it), else by their outermost project function; failures with no such
frame group by
exception type and test file. Collection errors group by file. Failures with no
project frame (a wrong value caught by an assert) join the group of the one
project function that the other failures of their test file reach: a bug that
raises in some tests and returns a wrong value in others is one bug, healed once,
with every failing test judging each candidate.
"""

from __future__ import annotations

import ast
import hashlib
import os
from collections import OrderedDict
from collections.abc import Mapping
from pathlib import Path

from pytest_selfheal.diffs.guard import is_test_file
from pytest_selfheal.records import Failure


def root_cause_key(failure: Failure, root: Path | None = None,
                   trees: dict[str, ast.Module | None] | None = None) -> str:
    if failure.when == "collect":
        return f"collect:{failure.nodeid or failure.test_path}"
    from pytest_selfheal.timing import is_hang

    hung = is_hang(failure)
    if hung and root is not None:
        loop = _hang_loop(failure, root, {} if trees is None else trees)
        if loop is not None:
            return loop
    # A hang's deepest frame is wherever the timer fired, not a cause: a test that hung
    # outside any loop groups by the project function it called (its outermost frame).
    frames = failure.frames if hung else list(reversed(failure.frames))
    for frame in frames:
        if frame.in_project and not is_test_file(frame.path):
            return f"frame:{frame.path}:{frame.function}"
    return f"exc:{failure.exc_type}:{failure.test_path}"


# Heal order: collection errors first (they hide whole files), then groups whose
# failures point into project code, then those seen only in test code; the groups of
# tests that hung after all of those. A fix found
# with a precise frame often heals the vaguer failures too, which the heal then sees.
_ORDER = {"collect": 0, "frame": 1, "loop": 1, "exc": 2}


def group_failures(failures: list[Failure],
                   root: Path | None = None) -> OrderedDict[str, list[Failure]]:
    """Return groups keyed by a short stable id, most precisely localized first.

    With ``root`` (the repository the frames' paths are relative to), tests that hung
    in one loop form one group."""
    by_key: OrderedDict[str, list[Failure]] = OrderedDict()
    trees: dict[str, ast.Module | None] = {}
    for f in failures:
        by_key.setdefault(root_cause_key(f, root, trees), []).append(f)
    _merge_vague_into_frames(by_key)
    from pytest_selfheal.timing import is_hang

    # After collection errors, groups of tests that hung go last: every candidate costs
    # them a timeout, while a group that fails quickly (often the same bug's wrong value,
    # seen only by an assert) is searched fast and its fix, kept, is tried on the hung
    # tests before they are searched.
    def order(kv: tuple[str, list[Failure]]) -> tuple[int, bool, int]:
        rank = _ORDER.get(kv[0].partition(":")[0], 3)
        return min(rank, 1), rank > 0 and any(is_hang(f) for f in kv[1]), rank

    ordered = sorted(by_key.items(), key=order)
    out: OrderedDict[str, list[Failure]] = OrderedDict()
    for i, (key, members) in enumerate(ordered, start=1):
        digest = hashlib.sha1(key.encode()).hexdigest()[:6]
        out[f"g{i}-{digest}"] = members
    return out


def hang_related(groups: Mapping[str, list[Failure]]) -> set[str]:
    """Ids of the groups with a test that hung and of the groups that share a test file
    with one. A bug that hangs some tests of a file often fails the file's other tests with
    a wrong value: two groups, one bug, and its heal must still end within one hang budget
    (the built-in engine shares one search budget among these groups)."""
    from pytest_selfheal.timing import is_hang

    hung = {gid for gid, members in groups.items() if any(is_hang(f) for f in members)}
    files = {_test_file(f) for gid in hung for f in groups[gid]}
    return hung | {gid for gid, members in groups.items()
                   if any(_test_file(f) in files for f in members)}


def file_clusters(groups: Mapping[str, list[Failure]]) -> dict[str, str]:
    """Group id -> a key shared by the groups whose failing tests share a test file
    (groups linked through one file are one cluster); a group alone in its files has no
    key. One committed bug often fails a file's tests in several ways (a wrong value
    here, an exception there): several groups, one bug, and its heal must end within one
    search budget (the built-in engine shares one among a cluster's groups)."""
    files = {gid: {_test_file(f) for f in members} for gid, members in groups.items()}
    parent = {gid: gid for gid in groups}

    def root(gid: str) -> str:
        while parent[gid] != gid:
            gid = parent[gid]
        return gid

    owner: dict[str, str] = {}
    for gid, names in files.items():
        for name in sorted(names):
            if name in owner:
                parent[root(gid)] = root(owner[name])
            else:
                owner[name] = gid
    clusters: dict[str, list[str]] = {}
    for gid in groups:
        clusters.setdefault(root(gid), []).append(gid)
    return {gid: "file:" + members[0] for members in clusters.values() if len(members) > 1
            for gid in members}


def _hang_loop(failure: Failure, root: Path, trees: dict[str, ast.Module | None]) -> str | None:
    """`loop:<path>:<line>` of the innermost `while` around the deepest project frame that
    lies in one (within that frame's own function), else None."""
    for frame in reversed(failure.frames):
        if not frame.in_project or is_test_file(frame.path) or os.path.isabs(frame.path):
            continue
        if frame.path not in trees:
            try:
                trees[frame.path] = ast.parse((root / frame.path).read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError, SyntaxError, ValueError):
                trees[frame.path] = None
        tree = trees[frame.path]
        loop = (innermost_while_at(tree, frame.lineno, frame.function)
                if tree is not None else None)
        if loop is not None:
            return f"loop:{frame.path}:{loop.lineno}"
    return None


_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)


def innermost_while_at(tree: ast.Module, line: int, function: str) -> ast.While | None:
    """The innermost `while` holding `line` in the frame's own function (the innermost
    `def` or `lambda` holding the line that carries the frame's name), not in a nested one."""
    return innermost_while_holding(tree, (line,), function)


def innermost_while_holding(tree: ast.Module, lines: tuple[int, ...] | list[int],
                            function: str) -> ast.While | None:
    """The innermost `while` holding every one of `lines` in their function (the innermost
    `def` or `lambda` holding the first line that carries the name), not in a nested one."""
    if not lines:
        return None
    first, last = min(lines), max(lines)

    def holds(node: ast.AST, line: int) -> bool:
        return getattr(node, "lineno", 0) <= line <= (getattr(node, "end_lineno", 0) or 0)

    def spans(node: ast.AST) -> bool:
        return holds(node, first) and holds(node, last)

    def name(node: ast.AST) -> str:
        return "<lambda>" if isinstance(node, ast.Lambda) else getattr(node, "name", "")

    scopes = [n for n in ast.walk(tree) if isinstance(n, _SCOPES) and holds(n, first)]
    named = [n for n in scopes if name(n) == function]
    scope: ast.AST = max(named or scopes, key=lambda n: (n.lineno, n.col_offset),
                         default=tree)
    found: ast.While | None = None
    todo = list(ast.iter_child_nodes(scope))
    while todo:
        node = todo.pop()
        if isinstance(node, _SCOPES) or not (spans(node) or not hasattr(node, "lineno")):
            continue
        if isinstance(node, ast.While) and (found is None or node.lineno > found.lineno):
            found = node
        todo.extend(ast.iter_child_nodes(node))
    return found


def _test_file(failure: Failure) -> str:
    return failure.test_path or failure.nodeid.split("::")[0]


def _merge_vague_into_frames(by_key: OrderedDict[str, list[Failure]]) -> None:
    """Move each `exc:` group into the frame group its test file's failures all reach."""
    frames_of: dict[str, set[str]] = {}
    for key, members in by_key.items():
        if key.startswith("frame:"):
            for m in members:
                frames_of.setdefault(_test_file(m), set()).add(key)
    for key in [k for k in by_key if k.startswith("exc:")]:
        files = {_test_file(m) for m in by_key[key]}
        targets = {t for f in files for t in frames_of.get(f, set())}
        if len(targets) == 1 and not any(os.path.isabs(f) for f in files) and all(
                f in frames_of for f in files):
            by_key[targets.pop()].extend(by_key.pop(key))


def unique_nodeids(failures: list[Failure]) -> list[str]:
    seen: list[str] = []
    for f in failures:
        if f.nodeid and f.nodeid not in seen:
            seen.append(f.nodeid)
    return seen
