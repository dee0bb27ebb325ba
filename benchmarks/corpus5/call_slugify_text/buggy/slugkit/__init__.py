"""slugkit: URL slugs and text normalization."""

from .normalize import collapse_whitespace, same_text, strip_accents, to_ascii
from .slug import DEFAULT_SEPARATOR, slugify, unique_slug

__all__ = [
    "DEFAULT_SEPARATOR",
    "collapse_whitespace",
    "same_text",
    "slugify",
    "strip_accents",
    "to_ascii",
    "unique_slug",
]
