"""The built-in engine's use of recalled cards: replay a fix, favour its kind, skip known failures.

*Replay*: a recalled diff that touches a file in the failing traceback is re-anchored
to today's code through the graded applier (``diffapply``: exact, recounted, then
realigned by search, so a fix survives edits elsewhere in the file) and validated
as the very first candidate. *Hints*: candidates with the operator of a similar fix
move up the ranking, more so at a statement of the same shape; candidates whose edit
is a failed attempt recorded for this signature are dropped. Nothing here imports
chromadb or torch: the cards arrive as ``Memory`` values.
"""

from __future__ import annotations

import ast
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from pytest_selfheal.engines.base import Memory, Proposal, RepairRequest
from pytest_selfheal.memory.card import diff_files, diff_hash
from pytest_selfheal.records import Failure

if TYPE_CHECKING:
    from pytest_selfheal.engines.builtin.model import Candidate
    from pytest_selfheal.warmworker import WarmWorker

OPERATOR_BOOST = 3.0  # a candidate's rank index is divided by this when its operator matches
SHAPE_BOOST = 3.0  # and again when its statement has the shape the recalled fix edited
MAX_REPLAYS = 3
SKIP_CHECK_LIMIT = 300  # candidates whose diff is hashed against known failures
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_NUMBER = re.compile(r"\b\d+(?:\.\d+)?\b")
_STRING = re.compile(r"(['\"]).*?\1")


@dataclass
class Replay:
    card_id: str
    operator: str | None
    files: dict[str, str]  # path -> new text
    strategy: str
    diff: str


def traceback_files(root: Path, failures: Sequence[Failure]) -> set[str]:
    """Project files in the tracebacks, and the project modules the failing tests import
    (an assertion failure's traceback often shows only the test)."""
    out = {fr.path for f in failures for fr in f.frames if fr.in_project}
    tests = {f.test_path or f.nodeid.split("::")[0] for f in failures}
    for test in tests:
        try:
            tree = ast.parse((root / test).read_text(encoding="utf-8"))
        except (OSError, SyntaxError, ValueError, UnicodeDecodeError):
            continue
        for node in ast.walk(tree):
            names = ([node.module] if isinstance(node, ast.ImportFrom) and node.module
                     and not node.level else
                     [a.name for a in node.names] if isinstance(node, ast.Import) else [])
            for name in names:
                out.update(_module_files(root, name))
    return out


def _module_files(root: Path, module: str) -> list[str]:
    base = module.replace(".", "/")
    found = []
    for prefix in ("", "src/"):
        for cand in (f"{prefix}{base}.py", f"{prefix}{base}/__init__.py"):
            if (root / cand).is_file():
                found.append(cand)
    return found


def replays(root: Path, memories: Sequence[Memory], failures: Sequence[Failure]) -> list[Replay]:
    """Recalled fixes re-anchored to the code at root (nothing is left written)."""
    from pytest_selfheal.diffs.apply import ApplyError, apply_diff
    from pytest_selfheal.diffs.parse import DiffFormatError, make_diff

    in_trace = traceback_files(root, failures)
    failed = {m.diff_hash for m in memories if m.kind == "failed"}
    out: list[Replay] = []
    seen: set[str] = set()
    for m in memories:
        if m.kind != "fix" or not m.diff.strip() or m.diff_hash in failed:
            continue
        files = diff_files(m.diff)
        if not files or not any(f in in_trace for f in files) or m.diff_hash in seen:
            continue
        originals = {f: _read(root / f) for f in files}
        try:
            result = apply_diff(m.diff, root, allow_3way=False)
            new = {f: _read(root / f) for f in files}
        except (ApplyError, DiffFormatError, OSError, ValueError):
            continue
        finally:
            _restore(root, originals)
        diff = "".join(make_diff(f, originals[f], new[f]) for f in files)
        if not diff.strip():
            continue  # already in the code: nothing to replay
        seen.add(m.diff_hash)
        texts = {f: t for f, t in new.items() if t is not None}
        out.append(Replay(m.card_id, m.operator, texts, result.strategy, diff))
        if len(out) >= MAX_REPLAYS:
            break
    return out


def validate(root: Path, replay: Replay, worker: WarmWorker, failing: list[str],
             timeout: float) -> bool:
    """Write the replayed files, run the failing ids with the warm worker, restore."""
    originals = {f: _read(root / f) for f in replay.files}
    try:
        for path, text in replay.files.items():
            (root / path).write_text(text, encoding="utf-8", newline="")
        return worker.run(failing, timeout).status == "passed"
    finally:
        _restore(root, originals)


def _read(path: Path) -> str | None:
    return path.read_bytes().decode("utf-8", "surrogateescape") if path.is_file() else None


def _restore(root: Path, originals: dict[str, str | None]) -> None:
    for path, text in originals.items():
        target = root / path
        if text is None:
            target.unlink(missing_ok=True)
        elif not target.is_file() or _read(target) != text:
            target.write_bytes(text.encode("utf-8", "surrogateescape"))


def shape(line: str) -> str:
    """A statement's shape: names, numbers and strings abstracted away."""
    line = _STRING.sub("s", line.strip())
    line = _NUMBER.sub("0", line)
    return _IDENT.sub(lambda m: m.group(0) if m.group(0) in _KEYWORDS else "v", line)


_KEYWORDS = {"if", "elif", "else", "for", "while", "in", "not", "and", "or", "is", "return",
             "None", "True", "False", "lambda", "def", "with", "as", "try", "except", "raise",
             "len", "range", "min", "max", "sum", "abs", "int", "float", "str"}


def removed_shapes(diff: str) -> set[str]:
    return {shape(line[1:]) for line in diff.splitlines()
            if line.startswith("-") and not line.startswith("---") and line[1:].strip()}


def hints(root: Path, memories: Sequence[Memory]
          ) -> Callable[[list[Candidate]], list[Candidate]] | None:
    """A reordering of the built-in engine's candidates by what the memory knows."""
    fixes = [m for m in memories if m.kind == "fix"]
    failed = {m.diff_hash for m in memories if m.kind == "failed" and m.diff_hash}
    operators = {base for m in fixes if m.operator for base in m.operator.split("+")}
    shapes = {s for m in fixes for s in removed_shapes(m.diff)}
    if not operators and not shapes and not failed:
        return None
    sources: dict[str, str] = {}
    lines: dict[str, list[str]] = {}

    def source(path: str) -> str:
        if path not in sources:
            sources[path] = _read(root / path) or ""
            lines[path] = sources[path].splitlines()
        return sources[path]

    def statement(path: str, line: int) -> str:
        source(path)
        got = lines[path]
        return got[line - 1] if 0 < line <= len(got) else ""

    def reorder(cands: list[Candidate]) -> list[Candidate]:
        from pytest_selfheal.diffs.parse import make_diff

        keyed: list[tuple[float, int, Candidate]] = []
        for i, cand in enumerate(cands):
            if failed and i < SKIP_CHECK_LIMIT and diff_hash(
                    make_diff(cand.path, source(cand.path), cand.new_source)) in failed:
                continue  # tried before for this signature and it failed
            boost = 1.0
            if cand.operator in operators:
                boost *= OPERATOR_BOOST
                if shapes and shape(statement(cand.path, cand.line)) in shapes:
                    boost *= SHAPE_BOOST
            keyed.append(((i + 1) / boost, i, cand))  # +1: even the first can be passed
        keyed.sort(key=lambda k: (k[0], k[1]))
        return [c for _, _, c in keyed]

    return reorder


def propose_replay(request: RepairRequest, worker: WarmWorker) -> tuple[Proposal | None, int]:
    """The first recalled fix that re-anchors and makes the failing ids pass, as a
    prevalidated proposal; and how many replays were validated."""
    from pytest_selfheal.records import RerunResult
    from pytest_selfheal.warmworker import calibrate_timeout

    found = replays(request.worktree, request.memories, request.failures)
    if not found:
        return None, 0
    failing = list(dict.fromkeys(f.nodeid for f in request.failures))
    timeout = calibrate_timeout(request.baseline_duration
                                or sum(f.duration for f in request.failures))
    tried = 0
    for rep in found:
        tried += 1
        start = time.monotonic()
        if validate(request.worktree, rep, worker, failing, timeout):
            where = next(iter(rep.files))
            return Proposal(
                diff=rep.diff, engine="builtin", operator=rep.operator or "replay",
                location=f"{where}:{_first_changed_line(rep.diff)}", candidates_tried=tried,
                raw_reply=f"replayed the recalled fix {rep.card_id} "
                          f"(re-anchored: {rep.strategy})",
                prevalidated=RerunResult(nodeids=failing, status="passed", passed=failing,
                                         duration=time.monotonic() - start),
            ), tried
    return None, tried


def _first_changed_line(diff: str) -> int:
    new_line = 0
    for line in diff.splitlines():
        m = re.match(r"^@@ -\d+(?:,\d+)? \+(\d+)", line)
        if m:
            new_line = int(m.group(1))
            continue
        if line.startswith(("+", "-")) and not line.startswith(("+++", "---")):
            return new_line
        if line.startswith(" "):
            new_line += 1
    return new_line
