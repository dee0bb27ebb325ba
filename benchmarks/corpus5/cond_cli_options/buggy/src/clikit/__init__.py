"""clikit: parse command lines from a declarative spec."""

from .help import format_help, format_usage
from .parser import UsageError, parse
from .spec import Command, Option, Positional

__all__ = ["Command", "Option", "Positional", "UsageError", "format_help", "format_usage", "parse"]
