"""A simple readability grade for the editor's sidebar."""

from textstats import mean_word_length, sentence_count, words


def words_per_sentence(text: str) -> float:
    return len(words(text)) / sentence_count(text)


def grade(text: str) -> str:
    """'easy', 'medium' or 'hard' from sentence length and word length."""
    tokens = words(text)
    if not tokens:
        return "easy"
    score = words_per_sentence(text) * 0.4 + mean_word_length(tokens) * 2
    if score < 10:
        return "easy"
    return "medium" if score < 16 else "hard"
