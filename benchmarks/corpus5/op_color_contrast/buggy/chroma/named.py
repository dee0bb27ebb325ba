"""Named colors, CSS-style parsing and blending."""

from __future__ import annotations

import re
from typing import Tuple

from .convert import RGB, hex_to_rgb, hsl_to_rgb, rgb_to_hsl

NAMED_COLORS = {
    "black": "#000000",
    "white": "#ffffff",
    "red": "#ff0000",
    "lime": "#00ff00",
    "blue": "#0000ff",
    "navy": "#000080",
    "teal": "#008080",
    "orange": "#ffa500",
    "rebeccapurple": "#663399",
    "dodgerblue": "#1e90ff",
    "gray": "#808080",
    "silver": "#c0c0c0",
}
_FUNC = re.compile(r"^(rgb|hsl)\(\s*([^)]*)\)$")


def parse_color(text: str) -> RGB:
    """'teal', '#008080', 'rgb(0, 128, 128)' or 'hsl(180, 100%, 25%)'."""
    value = text.strip().lower()
    if value in NAMED_COLORS:
        return hex_to_rgb(NAMED_COLORS[value])
    match = _FUNC.match(value)
    if match:
        args = [a.strip() for a in match.group(2).split(",")]
        if len(args) != 3:
            raise ValueError(f"{match.group(1)}() takes three arguments: {text!r}")
        if match.group(1) == "rgb":
            return RGB(*(round(float(a[:-1]) * 255 / 100) if a.endswith("%") else int(a) for a in args)).clamp()
        hue = float(args[0])
        saturation, lightness = (float(a.rstrip("%")) / 100 for a in args[1:])
        return hsl_to_rgb((hue, saturation, lightness))
    return hex_to_rgb(value)


def mix(first: Tuple[int, int, int], second: Tuple[int, int, int], weight: float = 0.5) -> RGB:
    """weight of the first color (0..1)."""
    if not 0 <= weight <= 1:
        raise ValueError("weight must be between 0 and 1")
    return RGB(*(a * weight + b * (1 - weight) for a, b in zip(first, second))).clamp()


def _shift_lightness(rgb: Tuple[int, int, int], amount: float) -> RGB:
    hue, saturation, lightness = rgb_to_hsl(rgb)
    return hsl_to_rgb((hue, saturation, max(0.0, min(1.0, lightness + amount))))


def lighten(rgb: Tuple[int, int, int], amount: float) -> RGB:
    return _shift_lightness(rgb, amount)


def darken(rgb: Tuple[int, int, int], amount: float) -> RGB:
    return _shift_lightness(rgb, -amount)
