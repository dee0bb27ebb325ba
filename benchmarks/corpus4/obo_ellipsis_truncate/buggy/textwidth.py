"""Display width of text on a terminal: wide East Asian characters take two cells."""

import unicodedata


def char_width(ch):
    if unicodedata.combining(ch):
        return 0
    if unicodedata.category(ch) in ("Cc", "Cf", "Mn", "Me"):
        return 0
    if unicodedata.east_asian_width(ch) in ("W", "F"):
        return 2
    return 1


def display_width(text):
    if text.isascii():
        return sum(1 for ch in text if ch.isprintable())
    return sum(char_width(ch) for ch in text)


def pad(text, width, align="left", fill=" "):
    """Pad text with fill up to width display cells; text wider than width is returned as is."""
    gap = width - display_width(text)
    if gap <= 0:
        return text
    if align == "left":
        return text + fill * gap
    if align == "right":
        return fill * gap + text
    if align == "center":
        left = gap // 2
        return fill * left + text + fill * (gap - left)
    raise ValueError(f"unknown alignment {align!r}")
