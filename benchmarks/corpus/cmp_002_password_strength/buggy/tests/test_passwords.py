from passwords import score, strength


def test_short_lowercase_is_weak():
    assert strength("abc") == "weak"


def test_long_mixed_is_strong():
    assert strength("Abcdefgh12!") == "strong"


def test_minimum_length_counts():
    assert strength("Abcdef1!") == "strong"


def test_score_of_digits_only():
    assert score("1234") == 1
