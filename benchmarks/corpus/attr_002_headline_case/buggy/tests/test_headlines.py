from headlines import headline_case, truncate, word_count


def test_word_count():
    assert word_count("  two   words ") == 2


def test_truncate():
    assert truncate("alpha beta gamma", 12) == "alpha beta…"


def test_headline_case():
    assert headline_case("the lord OF the rings") == "The Lord of the Rings"


def test_empty_headline():
    assert headline_case("") == ""
