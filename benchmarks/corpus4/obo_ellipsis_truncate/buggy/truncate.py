"""Shorten text to a display width with an ellipsis, and lay out fixed-width columns."""

from textwidth import display_width, pad

PLACEHOLDER = "…"


def _longest_prefix(text, budget):
    """The longest prefix of text whose display width is at most budget."""
    if text.isascii():
        return text[:budget]
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if display_width(text[:mid]) <= budget:
            lo = mid
        else:
            hi = mid
    return text[:lo]


def truncate(text, width, placeholder=PLACEHOLDER):
    """text cut to at most width cells; a cut text ends with the placeholder."""
    if width < display_width(placeholder):
        raise ValueError(f"width {width} cannot hold the placeholder {placeholder!r}")
    if display_width(text) <= width:
        return text
    return _longest_prefix(text, width - display_width(placeholder)) + placeholder


def truncate_middle(text, width, placeholder=PLACEHOLDER):
    """Keep the start and the end of text, dropping its middle."""
    if display_width(text) <= width:
        return text
    budget = width - display_width(placeholder)
    if budget < 0:
        raise ValueError(f"width {width} cannot hold the placeholder {placeholder!r}")
    head = _longest_prefix(text, budget - budget // 2)
    tail = _longest_prefix(text[::-1], budget // 2)[::-1]
    return head + placeholder + tail


def fit_row(cells, widths, aligns=None, sep=" | "):
    """One table row: each cell truncated and padded to its column width."""
    if len(cells) != len(widths):
        raise ValueError(f"{len(cells)} cells for {len(widths)} columns")
    aligns = aligns or ["left"] * len(widths)
    parts = [pad(truncate(str(cell), w), w, align) for cell, w, align in
             zip(cells, widths, aligns)]
    return sep.join(parts).rstrip()


def fit_table(rows, widths, aligns=None):
    header, *body = rows
    rule = "-+-".join("-" * w for w in widths)
    return "\n".join([fit_row(header, widths), rule] + [fit_row(r, widths, aligns) for r in body])
