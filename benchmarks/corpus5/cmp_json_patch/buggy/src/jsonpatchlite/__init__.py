"""jsonpatchlite: JSON Pointer and JSON Patch without dependencies."""

from .diff import make_patch
from .patch import PatchError, apply_patch
from .pointer import JsonPointer, PointerError

__all__ = ["JsonPointer", "PatchError", "PointerError", "apply_patch", "make_patch"]
