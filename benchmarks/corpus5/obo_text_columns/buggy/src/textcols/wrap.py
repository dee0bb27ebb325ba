"""Greedy word wrapping by display width."""

from __future__ import annotations

from typing import List

from .width import char_width, display_width


def _split_long(word: str, width: int) -> List[str]:
    pieces, current, used = [], "", 0
    for ch in word:
        w = char_width(ch)
        if used + w > width and current:
            pieces.append(current)
            current, used = "", 0
        current += ch
        used += w
    if current:
        pieces.append(current)
    return pieces


def wrap(text: str, width: int) -> List[str]:
    """Lines of at most ``width`` cells; words longer than a line are split."""
    if width < 1:
        raise ValueError(f"width must be positive, not {width}")
    lines: List[str] = []
    line, used = "", 0
    for word in text.split():
        for piece in (_split_long(word, width) if display_width(word) > width else [word]):
            w = display_width(piece)
            if line and used + 1 + w <= width:
                line, used = f"{line} {piece}", used + 1 + w
                continue
            if line:
                lines.append(line)
            line, used = piece, w
    if line:
        lines.append(line)
    return lines


def fill(text: str, width: int, indent: str = "", subsequent_indent: str = "") -> str:
    first = wrap(text, width - display_width(indent))
    if not first:
        return ""
    rest = wrap(" ".join(first[1:]), width - display_width(subsequent_indent)) if first[1:] else []
    return "\n".join([indent + first[0]] + [subsequent_indent + line for line in rest])
