"""Split English text into sentences and words."""

from .sentences import split_sentences, split_spans
from .words import Token, concordance, ngrams, reading_time, tokenize, word_counts

__all__ = [
    "Token",
    "concordance",
    "ngrams",
    "reading_time",
    "split_sentences",
    "split_spans",
    "tokenize",
    "word_counts",
]
