"""Pull the unified diff out of a model reply: fenced blocks, or diff lines in prose.

``DiffFormatError`` (raised here and by the parser) is worded for the model.
"""

from __future__ import annotations

import re

DEFAULT_MAX_CHARS = 200_000
HOW_TO = "answer with one ```diff block whose headers are --- a/<path> and +++ b/<path>"

FENCE = re.compile(r"^(`{3,}|~{3,})\s*([\w.+-]*)")
_EXTENDED = (  # git's extended header lines
    *("diff --git ", "index ", "new file mode ", "deleted file mode ", "old mode ", "new mode "),
    *("similarity index ", "dissimilarity index ", "rename from ", "rename to ", "copy from "),
    *("copy to ", "Binary files "),
)
_DIFF_INFO = {"diff", "patch", "udiff"}


class DiffFormatError(ValueError):
    """The reply holds no usable unified diff; the message tells the model what to send."""


def extract_diff(reply: str, max_chars: int = DEFAULT_MAX_CHARS) -> str:
    """Return the unified diff held by a model reply (fenced blocks or bare diff)."""
    check_size(reply, max_chars)
    lines = reply.replace("\r\n", "\n").split("\n")
    blocks = fenced_blocks(lines)
    chunks = [body for _, info, body in blocks if info in _DIFF_INFO or _is_diff(body)]
    chunks = [c for c in chunks if any(line.strip() for line in c)]
    if not chunks:
        chunks = _bare_diffs(lines)
    if not chunks:
        raise DiffFormatError(f"your reply has no unified diff: {HOW_TO}")
    text = "\n".join("\n".join(_trim_blank(chunk)) for chunk in chunks)
    return text + "\n"


def check_size(reply: str, max_chars: int = DEFAULT_MAX_CHARS) -> None:
    if len(reply) > max_chars:
        raise DiffFormatError(
            f"your reply was too large ({len(reply)} characters, limit {max_chars}): "
            "answer with one short ```diff block that changes only the lines needed"
        )


def fenced_blocks(lines: list[str]) -> list[tuple[int, str, list[str]]]:
    """(index of the opening fence line, info string in lower case, body) of each block."""
    blocks: list[tuple[int, str, list[str]]] = []
    i = 0
    while i < len(lines):
        match = FENCE.match(lines[i])
        start = i
        i += 1
        if not match:
            continue
        fence, info = match.group(1), match.group(2).lower()
        body: list[str] = []
        while i < len(lines):
            stripped = lines[i].rstrip()
            if len(stripped) >= len(fence) and stripped == fence[0] * len(stripped):
                break
            body.append(lines[i])
            i += 1
        i += 1  # the closing fence (or past the end when the reply was cut off)
        blocks.append((start, info, body))
    return blocks


def _starts_file(lines: list[str], i: int) -> bool:
    line = lines[i]
    if line.startswith("diff --git "):
        return True
    return line.startswith("--- ") and i + 1 < len(lines) and lines[i + 1].startswith("+++ ")


def _is_diff(lines: list[str]) -> bool:
    return any(_starts_file(lines, i) for i in range(len(lines)))


def _bare_diffs(lines: list[str]) -> list[list[str]]:
    """Diff segments written straight into prose, without a fence."""
    chunks: list[list[str]] = []
    current: list[str] | None = None
    for i, line in enumerate(lines):
        if current is None and _starts_file(lines, i):
            current = []
            chunks.append(current)
        if current is None:
            continue
        if line == "" or line[0] in " +-\\@" or line.startswith(_EXTENDED):
            current.append(line)
        else:
            current = None
    return chunks


def _trim_blank(lines: list[str]) -> list[str]:
    end = len(lines)
    while end and lines[end - 1] == "":
        end -= 1
    return lines[:end]
