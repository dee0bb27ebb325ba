import pytest

from freq import WordCounter

REVIEW = """The Coffee was great. Great coffee, great service!
The staff's smiles made the café feel like home. We will come back for the coffee."""


@pytest.fixture
def review():
    return WordCounter().add(REVIEW)


def test_most_common_words(review):
    assert review.most_common(3) == [("coffee", 3), ("great", 3), ("back", 1)]


def test_stopwords_and_short_words_are_ignored(review):
    assert "the" not in review.counts and "we" not in review.counts
    assert "staff" in review.counts


def test_accents_are_folded(review):
    assert review.counts["cafe"] == 1


def test_rate_per_thousand(review):
    assert review.total == 16
    assert review.rate("great") == 187.5
    assert WordCounter().rate("x") == 0.0


def test_bigrams_do_not_cross_sentences():
    counter = WordCounter().add("Red apple. Green pear. red apple pie. Apple green tea")
    assert counter.top_bigrams() == [("red apple", 2)]


def test_distinctive_words():
    coffee = WordCounter().add(REVIEW)
    tea = WordCounter().add("Tea was great. Lovely tea, lovely service.")
    assert coffee.distinctive(tea, 2) == ["coffee"]


def test_several_documents():
    counter = WordCounter()
    for text in ["one fish", "two fish", "red fish blue fish"]:
        counter.add(text)
    assert counter.documents == 3
    assert counter.most_common(1) == [("fish", 4)]
