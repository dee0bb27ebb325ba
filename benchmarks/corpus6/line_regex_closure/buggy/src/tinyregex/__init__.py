"""A small regular-expression engine: parser, Thompson NFA and simulation."""

from .matcher import Pattern, compile
from .parser import RegexSyntaxError, parse

__all__ = ["Pattern", "RegexSyntaxError", "compile", "parse"]
