"""ratio: work with rational approximations."""

from .approx import best_rational, rationalize, semiconvergents
from .cfrac import continued_fraction, convergents, from_continued_fraction
from .fmt import format_mixed, parse_fraction, vulgar

__all__ = [
    "best_rational",
    "continued_fraction",
    "convergents",
    "format_mixed",
    "from_continued_fraction",
    "parse_fraction",
    "rationalize",
    "semiconvergents",
    "vulgar",
]
