"""mdtable: GitHub-flavoured Markdown tables."""

from .model import Alignment, Table
from .parse import TableSyntaxError, parse_table
from .render import reformat, render_table

__all__ = ["Alignment", "Table", "TableSyntaxError", "parse_table", "reformat", "render_table"]
