"""recur: expand RFC 5545 recurrence rules (a practical subset)."""

from .expand import between, occurrences
from .parse import format_rule, parse_rule
from .rule import Frequency, Rule

__all__ = ["Frequency", "Rule", "between", "format_rule", "occurrences", "parse_rule"]
