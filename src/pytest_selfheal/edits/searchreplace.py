"""Search/replace blocks (aider's editblock format) turned into new file contents.

A block is::

    path/to/file.py
    ```python
    <<<<<<< SEARCH
    lines copied from the file
    =======
    the lines that replace them
    >>>>>>> REPLACE
    ```

The path is the last non-blank line before the block (fence lines skipped); a block
without one reuses the previous block's path. Blocks apply in order, each to the
result of the ones before. The SEARCH lines are placed like a diff hunk's old side
(exact, then whitespace-tolerant, then similar), ambiguity refused; an empty SEARCH
section creates a missing file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from difflib import SequenceMatcher

from pytest_selfheal.diffs.apply import ApplyError, patch_text
from pytest_selfheal.diffs.parse import DiffFormatError, FilePatch, Hunk
from pytest_selfheal.edits.repofiles import RepoFiles

SEARCH = re.compile(r"^\s*<{5,9} ?SEARCH\b")
DIVIDER = re.compile(r"^\s*={5,9}\s*$")
REPLACE = re.compile(r"^\s*>{5,9} ?REPLACE\b")
FENCE = re.compile(r"^\s*(`{3,}|~{3,})")
_PATHLIKE = re.compile(r"^[\w.~/-]*[\w-]\.[A-Za-z0-9]{1,10}$|^[\w.~-]*/[\w./~-]+$")
HOW = "write the file's path alone on a line, then <<<<<<< SEARCH, the lines to change, " \
      "=======, the new lines, >>>>>>> REPLACE"


@dataclass
class Block:
    path: str
    number: int  # 1-based, in reply order
    search: list[str] = field(default_factory=list)
    replace: list[str] = field(default_factory=list)


def has_blocks(lines: list[str]) -> bool:
    return any(SEARCH.match(line) for line in lines)


def path_before(lines: list[str], i: int) -> str | None:
    """The file path written on the last non-blank, non-fence line above line i."""
    for k in range(i - 1, max(i - 4, -1), -1):
        text = lines[k].strip()
        if not text or FENCE.match(text):
            continue
        return looks_like_path(text)
    return None


def looks_like_path(text: str) -> str | None:
    text = re.sub(r"^(#+|//|\*+|-)\s*", "", text.strip())
    text = re.sub(r"^(file(name)?|path)\s*:\s*", "", text, flags=re.IGNORECASE)
    text = text.strip().strip("*`'\"").rstrip(":").strip("*`'\"").strip()
    if not text or " " in text or len(text) > 300 or SEARCH.match(text) or REPLACE.match(text):
        return None
    return text if _PATHLIKE.match(text) else None


def parse_blocks(lines: list[str]) -> list[Block]:
    """Every search/replace block of a reply, or raise DiffFormatError naming the bad one."""
    blocks: list[Block] = []
    i = 0
    while i < len(lines):
        if not SEARCH.match(lines[i]):
            i += 1
            continue
        number = len(blocks) + 1
        path = path_before(lines, i) or (blocks[-1].path if blocks else None)
        if path is None:
            raise DiffFormatError(f"search/replace block {number} names no file: {HOW}")
        block = Block(path, number)
        i += 1
        while i < len(lines) and not DIVIDER.match(lines[i]):
            if SEARCH.match(lines[i]) or REPLACE.match(lines[i]):
                break
            block.search.append(lines[i])
            i += 1
        if i >= len(lines) or not DIVIDER.match(lines[i]):
            raise DiffFormatError(
                f"search/replace block {number} ({path}) has no ======= line after its SEARCH "
                f"lines: {HOW}"
            )
        i += 1
        while i < len(lines) and not REPLACE.match(lines[i]):
            if SEARCH.match(lines[i]) or DIVIDER.match(lines[i]):
                break
            block.replace.append(lines[i])
            i += 1
        if i >= len(lines) or not REPLACE.match(lines[i]):
            raise DiffFormatError(
                f"search/replace block {number} ({path}) does not end with >>>>>>> REPLACE: {HOW}"
            )
        i += 1
        blocks.append(block)
    return blocks


def as_hunk(search: list[str], replace: list[str]) -> Hunk:
    """The block as an unnumbered hunk: lines common to both sides become context."""
    hunk = Hunk(0, len(search), 0, len(replace), numbered=False)
    matcher = SequenceMatcher(None, search, replace, autojunk=False)
    for op, a1, a2, b1, b2 in matcher.get_opcodes():
        if op == "equal":
            hunk.lines += [(" ", line) for line in search[a1:a2]]
            continue
        hunk.lines += [("-", line) for line in search[a1:a2]]
        hunk.lines += [("+", line) for line in replace[b1:b2]]
    return hunk


def apply_blocks(blocks: list[Block], files: RepoFiles) -> dict[str, tuple[str | None, str]]:
    """path -> (content before, content after) for every file the blocks change."""
    changes: dict[str, tuple[str | None, str]] = {}
    for block in blocks:
        path = files.resolve(block.path)
        current = changes[path][1] if path in changes else files.read(path)
        before = changes[path][0] if path in changes else current
        if not any(line.strip() for line in block.search):
            if current is not None:
                raise DiffFormatError(
                    f"{path}: search/replace block {block.number} has an empty SEARCH section "
                    "but the file exists: copy the lines to change into SEARCH"
                )
            changes[path] = (None, "".join(line + "\n" for line in block.replace))
            continue
        if current is None:
            raise DiffFormatError(
                f"{path}: no such file in the repository (search/replace block {block.number}): "
                "use a path shown in the prompt, or an empty SEARCH section to create a file"
            )
        fp = FilePatch(path, path, [as_hunk(block.search, block.replace)])
        try:
            changes[path] = (before, patch_text(fp, current))
        except ApplyError as exc:
            raise DiffFormatError(_reworded(exc, path, block.number)) from None
    return changes


def _reworded(exc: ApplyError, path: str, number: int) -> str:
    first, *rest = str(exc).split("\n")
    if "does not match" in first:
        first = (
            f"{path}: the SEARCH section of block {number} does not match the file: copy the "
            "lines exactly from the file (skip no blank lines or comments) and send all the "
            "blocks again"
        )
    else:
        where = re.search(r"\(lines [\d, ]+\)", first)
        first = (
            f"{path}: the SEARCH section of block {number} matches several places "
            f"{where.group(0) if where else ''}: add unchanged lines around it so it matches "
            "one place only"
        ).replace("  ", " ")
    rest = [line.replace("searched for", "in SEARCH") for line in rest]
    return "\n".join([first, *rest])
