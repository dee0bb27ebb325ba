from readability import grade, words_per_sentence


def test_words_per_sentence():
    assert words_per_sentence("One two. Three four!") == 2.0


def test_empty_text():
    assert grade("") == "easy"


def test_short_words():
    assert grade("The cat sat. It was fat.") == "easy"


def test_long_words():
    assert grade("Incomprehensibilities notwithstanding, administrators procrastinated.") == "hard"
