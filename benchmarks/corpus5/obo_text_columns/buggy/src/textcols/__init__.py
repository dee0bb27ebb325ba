"""textcols: wrap text, lay out lists in columns and print plain tables."""

from .layout import Align, best_column_count, columnize, render_table
from .width import display_width, ljust, rjust, truncate
from .wrap import fill, wrap

__all__ = [
    "Align",
    "best_column_count",
    "columnize",
    "display_width",
    "fill",
    "ljust",
    "render_table",
    "rjust",
    "truncate",
    "wrap",
]
