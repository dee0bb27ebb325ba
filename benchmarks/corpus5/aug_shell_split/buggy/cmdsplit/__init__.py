"""cmdsplit: split and quote command lines the way a POSIX shell does."""

from .expand import UnsetVariableError, expand
from .quote import join, quote
from .split import split

__all__ = ["UnsetVariableError", "expand", "join", "quote", "split"]
