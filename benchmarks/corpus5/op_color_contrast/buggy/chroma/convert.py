"""Conversions between hex, RGB, HSL and HSV."""

from __future__ import annotations

from typing import NamedTuple, Tuple


class RGB(NamedTuple):
    r: int
    g: int
    b: int

    def clamp(self) -> "RGB":
        return RGB(*(max(0, min(255, int(round(c)))) for c in self))


def hex_to_rgb(text: str) -> RGB:
    """'#1e90ff', '1E90FF' or the short form '#abc'."""
    digits = text.strip().lstrip("#")
    if len(digits) == 3:
        digits = "".join(ch * 2 for ch in digits)
    if len(digits) != 6 or any(ch not in "0123456789abcdefABCDEF" for ch in digits):
        raise ValueError(f"not a hex color: {text!r}")
    return RGB(int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16))


def rgb_to_hex(rgb: Tuple[int, int, int]) -> str:
    return "#" + "".join(f"{c:02x}" for c in RGB(*rgb).clamp())


def rgb_to_hsl(rgb: Tuple[int, int, int]) -> Tuple[float, float, float]:
    """Hue in degrees [0, 360), saturation and lightness in [0, 1]."""
    r, g, b = (c / 255 for c in rgb)
    high, low = max(r, g, b), min(r, g, b)
    lightness = (high + low) / 2
    if high == low:
        return 0.0, 0.0, lightness
    span = high - low
    saturation = span / (2 - high - low) if lightness > 0.5 else span / (high + low)
    return _hue(r, g, b, high, span), saturation, lightness


def _hue(r: float, g: float, b: float, high: float, span: float) -> float:
    if high == r:
        sector = (g - b) / span % 6
    elif high == g:
        sector = (b - r) / span + 2
    else:
        sector = (r - g) / span + 4
    return sector * 60 % 360


def hsl_to_rgb(hsl: Tuple[float, float, float]) -> RGB:
    hue, saturation, lightness = hsl
    chroma = (1 - abs(2 * lightness - 1)) * saturation
    return _from_chroma(hue, chroma, lightness - chroma / 2)


def rgb_to_hsv(rgb: Tuple[int, int, int]) -> Tuple[float, float, float]:
    r, g, b = (c / 255 for c in rgb)
    high, low = max(r, g, b), min(r, g, b)
    if high == low:
        return 0.0, 0.0, high
    return _hue(r, g, b, high, high - low), (high - low) / high, high


def hsv_to_rgb(hsv: Tuple[float, float, float]) -> RGB:
    hue, saturation, value = hsv
    chroma = value * saturation
    return _from_chroma(hue, chroma, value - chroma)


def _from_chroma(hue: float, chroma: float, offset: float) -> RGB:
    sector = (hue % 360) / 60
    x = chroma * (1 - abs(sector % 2 - 1))
    r, g, b = [
        (chroma, x, 0), (x, chroma, 0), (0, chroma, x), (0, x, chroma), (x, 0, chroma), (chroma, 0, x),
    ][int(sector) % 6]
    return RGB(*((c + offset) * 255 for c in (r, g, b))).clamp()
