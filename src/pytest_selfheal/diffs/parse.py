"""Parse a unified diff leniently, and build diffs (pulling one out of a reply: diffextract).

Models fence their diffs, wrap them in prose, drop the ``a/`` ``b/`` prefixes and
get hunk counts wrong. Everything here tolerates that, and every error is worded
so it can be sent back to the model as is (as aider's udiff coder does).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from pytest_selfheal.diffs.extract import _EXTENDED, DEFAULT_MAX_CHARS, HOW_TO, DiffFormatError
from pytest_selfheal.diffs.extract import extract_diff as extract_diff

__all__ = ["DEFAULT_MAX_CHARS", "DiffFormatError", "FilePatch", "Hunk", "extract_diff"]

NO_NEWLINE = "\\ No newline at end of file"
_HUNK = re.compile(r"^@@+ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@+ ?(.*)$")
_GIT_HEADER = re.compile(r"^diff --git (?:\"?a/)?(.+?)\"? (?:\"?b/)?(.+?)\"?$")


@dataclass
class Hunk:
    """One ``@@`` hunk. ``lines`` are (tag, text) pairs, tag in " ", "-", "+"."""

    old_start: int
    old_len: int
    new_start: int
    new_len: int
    lines: list[tuple[str, str]] = field(default_factory=list)
    old_no_newline: bool = False  # "\ No newline at end of file" after the old side's last line
    new_no_newline: bool = False
    section: str = ""  # text after the closing @@
    numbered: bool = True  # False for "@@ ... @@" headers without line numbers
    recounted: bool = False  # header counts disagreed with the body and were fixed
    written: str = ""  # the header line as the model wrote it

    @property
    def old_lines(self) -> list[str]:
        return [text for tag, text in self.lines if tag != "+"]

    @property
    def new_lines(self) -> list[str]:
        return [text for tag, text in self.lines if tag != "-"]

    @property
    def header(self) -> str:
        """The header as written, for messages to the model."""
        return self.written or self.canonical_header()

    def canonical_header(self) -> str:
        if not self.numbered:
            return "@@ ... @@"
        old = _range(self.old_start, self.old_len)
        new = _range(self.new_start, self.new_len)
        return f"@@ -{old} +{new} @@" + (f" {self.section}" if self.section else "")


@dataclass
class FilePatch:
    """The hunks for one file. A side is None when it is /dev/null."""

    old_path: str | None
    new_path: str | None
    hunks: list[Hunk] = field(default_factory=list)
    is_new: bool = False
    is_deleted: bool = False
    extended: list[str] = field(default_factory=list)  # git lines: diff --git, index, modes

    @property
    def path(self) -> str:
        """The repo-relative POSIX path this patch writes (or deletes)."""
        return self.new_path or self.old_path or ""


def _range(start: int, length: int) -> str:
    return str(start) if length == 1 else f"{start},{length}"


def _clean_path(raw: str) -> str | None:
    path = raw.split("\t")[0].strip()
    if len(path) >= 2 and path[0] == path[-1] == '"':
        path = path[1:-1].replace('\\"', '"').replace("\\\\", "\\")
    return None if path == "/dev/null" else path


def _strip_prefixes(fp: FilePatch) -> None:
    old, new = fp.old_path, fp.new_path
    if old and old.startswith("a/") and (new is None or new.startswith("b/")):
        old = old[2:]
    if new and new.startswith("b/") and (fp.old_path is None or fp.old_path.startswith("a/")):
        new = new[2:]
    fp.old_path = old.removeprefix("./") if old else None
    fp.new_path = new.removeprefix("./") if new else None


def parse_diff(text: str) -> list[FilePatch]:
    """Parse a unified diff: with unidiff when it reads every line, else leniently."""
    text = text.replace("\r\n", "\n")
    if not text.endswith("\n"):
        text += "\n"
    lenient = _parse_lenient(text)
    strict = _parse_unidiff(text)
    patches = lenient
    if strict is not None and _shape(strict) == _shape(lenient):
        patches = strict  # unidiff agrees on every line: trust its numbers
        for mine, theirs in zip(lenient, strict, strict=True):
            for hunk, twin in zip(mine.hunks, theirs.hunks, strict=True):
                twin.written = hunk.written
    for fp in patches:
        _strip_prefixes(fp)
        fp.is_new = fp.is_new or fp.old_path is None
        fp.is_deleted = fp.is_deleted or fp.new_path is None
    _validate(patches)
    return patches


def _shape(patches: list[FilePatch]) -> list[object]:
    return [(fp.old_path, fp.new_path, [(h.lines, h.numbered) for h in fp.hunks]) for fp in patches]


def _parse_unidiff(text: str) -> list[FilePatch] | None:
    try:
        import unidiff

        patch_set = unidiff.PatchSet(text)
    except Exception:
        return None
    patches: list[FilePatch] = []
    for pf in patch_set:
        extended = [str(line).rstrip("\n") for line in pf.patch_info or []]
        fp = FilePatch(
            _clean_path(pf.source_file),
            _clean_path(pf.target_file),
            is_new=pf.is_added_file,
            is_deleted=pf.is_removed_file,
            extended=[line for line in extended if line.startswith(_EXTENDED)],
        )
        for uh in pf:
            numbers = (uh.source_start, uh.source_length, uh.target_start, uh.target_length)
            hunk = Hunk(*numbers, section=uh.section_header.strip())
            for line in uh:
                if line.line_type == "\\":
                    _mark_no_newline(hunk)
                else:
                    hunk.lines.append((line.line_type, line.value.removesuffix("\n")))
            fp.hunks.append(hunk)
        patches.append(fp)
    return patches


def _mark_no_newline(hunk: Hunk) -> None:
    if not hunk.lines:
        return
    tag = hunk.lines[-1][0]
    hunk.old_no_newline = hunk.old_no_newline or tag in " -"
    hunk.new_no_newline = hunk.new_no_newline or tag in " +"


def _new_hunk(line: str) -> Hunk:
    match = _HUNK.match(line)
    if not match:
        return Hunk(0, 0, 0, 0, numbered=False, written=line.strip())
    old_start, old_len, new_start, new_len, section = match.groups()
    numbers = (int(old_start), int(old_len or 1), int(new_start), int(new_len or 1))
    return Hunk(*numbers, section=section.strip(), written=line.strip())


def _close_hunk(hunk: Hunk | None, blank_tail: int) -> None:
    """Drop trailing bare blank lines the header does not count, then recount."""
    if hunk is None:
        return
    while blank_tail and (not hunk.numbered or len(hunk.old_lines) > hunk.old_len):
        hunk.lines.pop()
        blank_tail -= 1
    old_len, new_len = len(hunk.old_lines), len(hunk.new_lines)
    if hunk.numbered and (old_len, new_len) != (hunk.old_len, hunk.new_len):
        hunk.recounted = True
    hunk.old_len, hunk.new_len = old_len, new_len


def _parse_lenient(text: str) -> list[FilePatch]:
    """Our own parser: headers found by shape, hunk lengths recounted from the body."""
    lines = text.split("\n")[:-1]
    patches: list[FilePatch] = []
    fp: FilePatch | None = None
    hunk: Hunk | None = None
    in_git_header = False
    blank_tail = 0
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("diff --git "):
            _close_hunk(hunk, blank_tail)
            match = _GIT_HEADER.match(line)
            old, new = (match.group(1), match.group(2)) if match else (None, None)
            fp = FilePatch(old and "a/" + old, new and "b/" + new, extended=[line])
            patches.append(fp)
            hunk, in_git_header = None, True
        elif _is_file_header(lines, i, in_hunk=hunk is not None):
            _close_hunk(hunk, blank_tail)
            old, new = _clean_path(line[4:]), _clean_path(lines[i + 1][4:])
            if fp is not None and in_git_header:
                fp.old_path, fp.new_path = old, new
            else:
                fp = FilePatch(old, new)
                patches.append(fp)
            hunk, in_git_header = None, False
            i += 1
        elif line.startswith("@@"):
            _close_hunk(hunk, blank_tail)
            if fp is None:
                raise DiffFormatError(
                    f"hunk {line.strip()!r} comes before any file header: put --- a/<path> "
                    "and +++ b/<path> lines above it"
                )
            hunk, in_git_header = _new_hunk(line), False
            fp.hunks.append(hunk)
        elif hunk is None:
            if fp is not None and in_git_header and line.startswith(_EXTENDED):
                _git_extended(fp, line)
        elif line.startswith("\\"):
            _mark_no_newline(hunk)
        elif line[:1] in ("-", "+", " "):
            hunk.lines.append((line[0], line[1:]))
        else:  # a blank line, or a context line that lost its leading space
            hunk.lines.append((" ", line))
        blank_tail = blank_tail + 1 if hunk is not None and line == "" else 0
        i += 1
    _close_hunk(hunk, blank_tail)
    return patches


def _is_file_header(lines: list[str], i: int, *, in_hunk: bool) -> bool:
    if not (lines[i].startswith("--- ") and i + 1 < len(lines)):
        return False
    if not lines[i + 1].startswith("+++ "):
        return False
    # Inside a hunk "--- x" / "+++ y" may be a removed "-- x" and an added "++ y".
    follow = lines[i + 2] if i + 2 < len(lines) else "@@"
    return not in_hunk or follow.startswith(("@@", "diff --git ", "--- "))


def _git_extended(fp: FilePatch, line: str) -> None:
    fp.extended.append(line)
    if line.startswith("new file mode "):
        fp.old_path, fp.is_new = None, True
    elif line.startswith("deleted file mode "):
        fp.new_path, fp.is_deleted = None, True
    elif line.startswith("rename from "):
        fp.old_path = "a/" + line[len("rename from ") :]
    elif line.startswith("rename to "):
        fp.new_path = "b/" + line[len("rename to ") :]


def _validate(patches: list[FilePatch]) -> None:
    if not patches:
        raise DiffFormatError(f"your diff has no file headers: {HOW_TO}, then @@ hunks")
    for fp in patches:
        if not fp.path:
            raise DiffFormatError(f"a file header names no file (both sides /dev/null): {HOW_TO}")
        renamed = fp.old_path is not None and fp.new_path not in (None, fp.old_path)
        if not fp.hunks and not (fp.is_new or fp.is_deleted or renamed):
            raise DiffFormatError(
                f"the diff for {fp.path} has no @@ hunks: under its headers give @@ hunks "
                "with context lines, - lines to remove and + lines to add"
            )
        for hunk in fp.hunks:
            if not hunk.lines:
                raise DiffFormatError(
                    f"{fp.path}: hunk {hunk.header} is empty: give its context, - and + lines"
                )


def format_patches(patches: Iterable[FilePatch]) -> str:
    """Write patches back as a canonical git-style diff with correct hunk counts."""
    out: list[str] = []
    for fp in patches:
        out.extend(fp.extended)
        if not fp.hunks:
            continue
        out.append(f"--- a/{fp.old_path}" if fp.old_path and not fp.is_new else "--- /dev/null")
        out.append(f"+++ b/{fp.new_path}" if fp.new_path and not fp.is_deleted else "+++ /dev/null")
        for hunk in fp.hunks:
            out.append(hunk.canonical_header())
            out.extend(_hunk_body(hunk))
    return "\n".join(out) + "\n" if out else ""


def _hunk_body(hunk: Hunk) -> list[str]:
    last_old = max((k for k, (tag, _) in enumerate(hunk.lines) if tag != "+"), default=-1)
    last_new = max((k for k, (tag, _) in enumerate(hunk.lines) if tag != "-"), default=-1)
    body: list[str] = []
    for k, (tag, text) in enumerate(hunk.lines):
        body.append(tag + text)
        if (k == last_old and hunk.old_no_newline) or (k == last_new and hunk.new_no_newline):
            body.append(NO_NEWLINE)
    return body


def touched_paths(patches: Iterable[FilePatch]) -> list[str]:
    """Every old and new path the patches name, in order, without duplicates."""
    seen: dict[str, None] = {}
    for fp in patches:
        for path in (fp.old_path, fp.new_path):
            if path:
                seen.setdefault(path, None)
    return list(seen)


def added_lines(patches: Iterable[FilePatch]) -> list[tuple[str, str]]:
    """(path, text) for every added line, for guards that scan new code."""
    return [
        (fp.path, text) for fp in patches for h in fp.hunks for tag, text in h.lines if tag == "+"
    ]


def count_changed_lines(patches: Iterable[FilePatch]) -> int:
    """Number of added plus removed lines."""
    return sum(1 for fp in patches for h in fp.hunks for tag, _ in h.lines if tag != " ")


def split_lines(text: str) -> list[str]:
    """Split on "\\n" only, keeping line ends (str.splitlines also splits on \\f, \\x1c, ...)."""
    parts = text.split("\n")
    lines = [part + "\n" for part in parts[:-1]]
    if parts[-1]:
        lines.append(parts[-1])
    return lines


def make_diff(path: str, old_text: str | None, new_text: str | None, context: int = 3) -> str:
    """A git-style diff of one file that ``git apply`` accepts; None means the file is absent."""
    if old_text == new_text:
        return ""
    old_name = f"a/{path}" if old_text is not None else "/dev/null"
    new_name = f"b/{path}" if new_text is not None else "/dev/null"
    out: list[str] = []
    diff = difflib.unified_diff(
        split_lines(old_text or ""),
        split_lines(new_text or ""),
        old_name,
        new_name,
        n=context,
        lineterm="\n",
    )
    for line in diff:
        out.append(line if line.endswith("\n") else f"{line}\n{NO_NEWLINE}\n")
    if not out:  # creating or deleting an empty file: git needs an extended header
        mode = "new" if old_text is None else "deleted"
        return f"diff --git a/{path} b/{path}\n{mode} file mode 100644\n"
    return "".join(out)
