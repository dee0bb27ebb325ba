"""numwords: spell numbers out in English, and other number formats."""

from .cardinal import cardinal, spell_decimal
from .ordinal import ordinal_suffix, ordinal_words
from .roman import from_roman, to_roman

__all__ = ["cardinal", "from_roman", "ordinal_suffix", "ordinal_words", "spell_decimal", "to_roman"]
