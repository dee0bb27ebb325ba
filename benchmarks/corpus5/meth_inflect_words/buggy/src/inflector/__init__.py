"""inflector: plurals, singulars and identifier casing."""

from .case import camelize, dasherize, humanize, titleize, underscore
from .nouns import count_noun, pluralize, singularize

__all__ = ["camelize", "count_noun", "dasherize", "humanize", "pluralize", "singularize", "titleize", "underscore"]
