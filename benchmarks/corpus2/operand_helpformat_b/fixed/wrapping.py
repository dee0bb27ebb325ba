"""Greedy word wrapping and justification for fixed-width terminal output."""

from __future__ import annotations


def wrap(text: str, width: int) -> list[str]:
    """Break text into lines of at most width characters, at spaces where possible.

    A word longer than width is cut hard at width.
    """
    if width < 1:
        raise ValueError("width must be positive")
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = " ".join(paragraph.split())
        while len(line) > width:
            cut = line.rfind(" ", 0, width + 1)
            if cut <= 0:
                lines.append(line[:width])
                line = line[width:]
            else:
                lines.append(line[:cut])
                line = line[cut + 1:]
        lines.append(line)
    return lines


def justify(line: str, width: int) -> str:
    """Spread the words of line over width by widening the gaps, leftmost gaps first."""
    words = line.split()
    if len(words) < 2:
        return line.ljust(width)
    gaps = len(words) - 1
    spaces = width - sum(len(w) for w in words)
    if spaces < gaps:
        return " ".join(words)
    base, extra = divmod(spaces, gaps)
    out = ""
    for index, word in enumerate(words[:-1]):
        out += word + " " * (base + (1 if index < extra else 0))
    return out + words[-1]


def indent(lines: list[str], prefix: str, first: str | None = None) -> list[str]:
    """Prefix every line; the first line may get its own prefix (for a hanging indent)."""
    return [(first if first is not None and i == 0 else prefix) + line
            for i, line in enumerate(lines)]
