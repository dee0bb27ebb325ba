"""WCAG 2.x relative luminance and contrast."""

from __future__ import annotations

from typing import Tuple

LEVELS = (("AAA", 7.0, 4.5), ("AA", 4.5, 3.0))


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def relative_luminance(rgb: Tuple[int, int, int]) -> float:
    r, g, b = (_linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(first: Tuple[int, int, int], second: Tuple[int, int, int]) -> float:
    """From 1 (no contrast) to 21 (black on white)."""
    light, dark = sorted((relative_luminance(first), relative_luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def wcag_level(foreground: Tuple[int, int, int], background: Tuple[int, int, int], large_text: bool = False) -> str:
    """'AAA', 'AA' or 'fail' for the pair."""
    ratio = contrast_ratio(foreground, background)
    for name, normal, large in LEVELS:
        if ratio >= (large if large_text else normal):
            return name
    return "fail"
