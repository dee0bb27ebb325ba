"""URL slugs for blog post titles."""

import re
import unicodedata

MAX_LENGTH = 60


def ascii_fold(text: str) -> str:
    """Strip accents: 'Crème Brûlée' -> 'Creme Brulee'."""
    normalized = unicodedata.normalize("NFKD", text)
    return normalized.encode("ascii", "ignore").decode("ascii")


def slugify(title: str) -> str:
    """Lower-case, hyphen-separated slug made of letters and digits only."""
    text = ascii_fold(title).lower()
    text = re.sub(r"[^a-z0-9\s-]", "", text)
    text = re.sub(r"\s+", " ", text).strip()
    text = text.replace(" ", "-")
    text = re.sub(r"-{2,}", "-", text)
    return text[:MAX_LENGTH].strip("-")


def unique_slug(title: str, taken: set[str]) -> str:
    """A slug not yet in taken, suffixed with -2, -3, ... if needed."""
    base = slugify(title)
    slug, n = base, 2
    while slug in taken:
        slug, n = f"{base}-{n}", n + 1
    return slug
