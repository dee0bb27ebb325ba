"""seqdiff: longest-common-subsequence diffs of arbitrary sequences."""

from .lcs import Edit, Tag, edit_script, lcs, similarity
from .opcodes import Opcode, apply_script, opcodes
from .unified import grouped, unified_diff

__all__ = [
    "Edit",
    "Opcode",
    "Tag",
    "apply_script",
    "edit_script",
    "grouped",
    "lcs",
    "opcodes",
    "similarity",
    "unified_diff",
]
