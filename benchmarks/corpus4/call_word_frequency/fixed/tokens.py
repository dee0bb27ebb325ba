"""Split text into normalized word tokens."""

import re
import unicodedata

STOPWORDS = frozenset("""
a an and are as at be but by for from had has have he her his i in is it its of on or
she that the their they this to was we were which will with you your
""".split())

_WORD = re.compile(r"[a-z0-9]+(?:['’][a-z]+)*")


def fold(text):
    """Lower-case text and strip accents: 'Crème Brûlée' -> 'creme brulee'."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def words(text, drop_stopwords=True, min_length=1):
    tokens = []
    for match in _WORD.finditer(fold(text)):
        word = match.group().replace("’", "'")
        if word.endswith("'s"):
            word = word[:-2]
        if drop_stopwords and word in STOPWORDS:
            continue
        if len(word) >= min_length and not word.isdigit():
            tokens.append(word)
    return tokens


def sentences(text):
    parts = re.split(r"(?<=[.!?])\s+", text.strip())
    return [p for p in parts if p]
