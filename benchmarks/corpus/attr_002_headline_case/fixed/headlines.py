"""Headline casing rules for the newsroom CMS."""

SMALL_WORDS = {"a", "an", "and", "at", "but", "by", "for", "in", "of", "on", "or", "the", "to"}


def word_count(headline: str) -> int:
    """Number of words in a headline."""
    return len(headline.split())


def headline_case(text: str) -> str:
    """Capitalize every word except small words that are not first or last."""
    words = text.lower().split()
    result = []
    for i, word in enumerate(words):
        if 0 < i < len(words) - 1 and word in SMALL_WORDS:
            result.append(word)
        else:
            result.append(word.capitalize())
    return " ".join(result)


def truncate(headline: str, limit: int = 60) -> str:
    """Cut a headline at a word boundary and add an ellipsis."""
    if len(headline) <= limit:
        return headline
    cut = headline[: limit - 1].rsplit(" ", 1)[0]
    return cut + "…"
