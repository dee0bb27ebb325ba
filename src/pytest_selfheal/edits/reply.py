"""One model reply -> one unified diff against the worktree, plus the model's explanation.

Search/replace blocks win when the reply has any (their markers are unmistakable);
else the reply's unified diff, with file names resolved (``RepoFiles.resolve``);
else whole fenced functions. The explanation is the prose before the first block,
without the closing "Here is the fix:" sentence; the engine redacts it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from pytest_selfheal.diffs.extract import (
    DEFAULT_MAX_CHARS,
    FENCE,
    DiffFormatError,
    check_size,
    extract_diff,
    fenced_blocks,
)
from pytest_selfheal.diffs.parse import format_patches, make_diff, parse_diff
from pytest_selfheal.edits.repofiles import RepoFiles
from pytest_selfheal.edits.searchreplace import (
    SEARCH,
    apply_blocks,
    has_blocks,
    looks_like_path,
    parse_blocks,
    path_before,
)
from pytest_selfheal.edits.wholefunc import function_blocks, replace_functions

SUMMARY_CHARS = 400
_KEEP_EXTENDED = ("index ", "deleted file mode ", "old mode ", "new mode ")


@dataclass
class ReplyEdit:
    diff: str  # a unified diff against the worktree
    kind: str  # "diff", "search-replace" or "function"
    summary: str  # the model's explanation, one paragraph (not yet redacted)


def reply_to_diff(reply: str, root: Path, *, max_chars: int = DEFAULT_MAX_CHARS) -> ReplyEdit:
    """Convert a reply, or raise DiffFormatError with one line the model can act on."""
    check_size(reply, max_chars)
    text = reply.replace("\r\n", "\n")
    lines = text.split("\n")
    files = RepoFiles(root)
    summary = explanation(lines)
    if has_blocks(lines):
        changes = apply_blocks(parse_blocks(lines), files)
        return ReplyEdit(_diff_of(changes), "search-replace", summary)
    try:
        diff = extract_diff(text, max_chars)
    except DiffFormatError:
        blocks = [(info, body, path_before(lines, at)) for at, info, body in fenced_blocks(lines)]
        functions = function_blocks(blocks)
        if not functions:
            raise
        return ReplyEdit(_diff_of(replace_functions(functions, files)), "function", summary)
    return ReplyEdit(resolve_paths(diff, files), "diff", summary)


def _diff_of(changes: dict[str, tuple[str | None, str]]) -> str:
    diff = "".join(make_diff(path, old, new) for path, (old, new) in changes.items())
    if not diff:
        raise DiffFormatError(
            "your edit leaves every file exactly as it is: change the code that causes "
            "the failure"
        )
    return diff


def resolve_paths(diff: str, files: RepoFiles) -> str:
    """The diff with base-name-only file headers replaced by the one file they name."""
    try:
        patches = parse_diff(diff)
    except DiffFormatError:
        return diff  # the loop reports it, as for any malformed diff
    changed = False
    for fp in patches:
        if fp.is_new or fp.old_path is None:
            continue
        old, new = fp.old_path, fp.new_path
        real = files.resolve(old)
        if new is not None and new != old and not files.is_file(new):
            if files.resolve(new) == real:  # mismatched headers for one file, not a rename
                new = real
        if (real, new) == (old, fp.new_path):
            continue
        fp.old_path = real
        fp.new_path = real if new == old else new
        if fp.extended:
            kept = [line for line in fp.extended if line.startswith(_KEEP_EXTENDED)]
            fp.extended = [f"diff --git a/{real} b/{fp.new_path or real}", *kept]
        changed = True
    return format_patches(patches) if changed else diff


def explanation(lines: list[str]) -> str:
    """The prose before the first fence, diff or search/replace block, as one paragraph."""
    prose: list[str] = []
    for line in lines:
        if FENCE.match(line) or SEARCH.match(line):
            break
        if line.startswith(("diff --git ", "--- ", "+++ ", "@@")):
            break
        prose.append(line)
    while prose and (not prose[-1].strip() or looks_like_path(prose[-1])):
        prose.pop()  # the file name written above a block
    text = " ".join(" ".join(prose).split())
    text = re.sub(r"(^|\s)#{1,6}\s+", r"\1", text).replace("**", "")
    sentences = re.split(r"(?<=[.!?:])\s+", text)
    while sentences and sentences[-1].endswith(":"):
        sentences.pop()  # "Here is the fix:"
    text = " ".join(sentences).strip()
    if len(text) > SUMMARY_CHARS:
        text = text[:SUMMARY_CHARS].rsplit(" ", 1)[0] + " …"
    return text
