"""A small spreadsheet engine."""

from .refs import column_letters, column_number, parse_ref
from .sheet import CircularReference, Sheet

__all__ = ["CircularReference", "Sheet", "column_letters", "column_number", "parse_ref"]
