"""tomlite: TOML subset (one-line arrays and inline tables, no dates)."""

from .document import TomlError, loads
from .writer import dumps

__all__ = ["TomlError", "dumps", "loads"]
