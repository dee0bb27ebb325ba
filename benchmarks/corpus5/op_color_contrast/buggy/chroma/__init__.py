"""chroma: colors for people who build user interfaces."""

from .contrast import contrast_ratio, relative_luminance, wcag_level
from .convert import RGB, hex_to_rgb, hsl_to_rgb, hsv_to_rgb, rgb_to_hex, rgb_to_hsl, rgb_to_hsv
from .named import NAMED_COLORS, darken, lighten, mix, parse_color

__all__ = [
    "NAMED_COLORS",
    "RGB",
    "contrast_ratio",
    "darken",
    "hex_to_rgb",
    "hsl_to_rgb",
    "hsv_to_rgb",
    "lighten",
    "mix",
    "parse_color",
    "relative_luminance",
    "rgb_to_hex",
    "rgb_to_hsl",
    "rgb_to_hsv",
    "wcag_level",
]
