"""sexpr: S-expression reader, printer and tree helpers."""

from .printer import dumps, pretty
from .reader import ReadError, Symbol, loads, tokenize
from .trees import depth, free_symbols, substitute

__all__ = ["ReadError", "Symbol", "depth", "dumps", "free_symbols", "loads", "pretty", "substitute", "tokenize"]
