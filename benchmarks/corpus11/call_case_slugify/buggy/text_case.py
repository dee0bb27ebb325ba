"""Convert identifiers and titles between naming styles."""

import re
import unicodedata

_WORD_BOUNDARY = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_SMALL_WORDS = {"a", "an", "and", "as", "at", "but", "by", "for", "in", "of", "on", "or", "the", "to"}


def strip_accents(text: str) -> str:
    """Replace accented letters by their base letters (é -> e)."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def split_words(name: str) -> list[str]:
    """Split camelCase, PascalCase, snake_case, kebab-case or spaced text into words."""
    spaced = _WORD_BOUNDARY.sub(" ", name)
    return [word for word in re.split(r"[\s_\-]+", spaced) if word]


def camel_to_snake(name: str) -> str:
    """'parseHTTPResponse' -> 'parse_http_response'."""
    return "_".join(word.lower() for word in split_words(name))


def snake_to_camel(name: str, upper_first: bool = False) -> str:
    """'max_retry_count' -> 'maxRetryCount' (or 'MaxRetryCount')."""
    words = [word.lower() for word in split_words(name)]
    if not words:
        return ""
    head = words[0].capitalize() if upper_first else words[0]
    return head + "".join(word.capitalize() for word in words[1:])


def kebab_case(name: str) -> str:
    """'HTMLParser' -> 'html-parser'."""
    return "-".join(word.lower() for word in split_words(name))


def slugify(text: str, max_length: int = 0) -> str:
    """Make a URL slug: lower-case ASCII words joined by single hyphens."""
    ascii_text = strip_accents(text).encode("ascii", "ignore").decode("ascii")
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower())
    if max_length and len(slug) > max_length:
        slug = slug[:max_length].rstrip("-")
    return slug


def title_case(text: str) -> str:
    """Capitalize words, keeping short function words lower-case inside the title."""
    words = text.split()
    result = []
    for i, word in enumerate(words):
        if 0 < i < len(words) - 1 and word.lower() in _SMALL_WORDS:
            result.append(word.lower())
        else:
            result.append(word[:1].upper() + word[1:])
    return " ".join(result)
