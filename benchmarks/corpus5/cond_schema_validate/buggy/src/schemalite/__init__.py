"""schemalite: validate and clean nested JSON-like data."""

from .errors import ValidationError
from .fields import Boolean, Choice, Field, Integer, ListOf, Nested, Number, String
from .schema import Schema

__all__ = [
    "Boolean",
    "Choice",
    "Field",
    "Integer",
    "ListOf",
    "Nested",
    "Number",
    "Schema",
    "String",
    "ValidationError",
]
