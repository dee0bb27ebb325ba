"""Fixed-width records: declare a layout, then format and parse lines."""

from .codec import format_record, parse_record, read, write
from .layout import Field, Layout, LayoutError

__all__ = ["Field", "Layout", "LayoutError", "format_record", "parse_record", "read", "write"]
