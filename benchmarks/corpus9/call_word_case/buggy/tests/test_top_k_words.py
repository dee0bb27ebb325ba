import pytest
from top_k_words import hapaxes, top_k, vocabulary_ratio, word_counts, words


def test_words_split_on_punctuation():
    assert words("one, two; three...four") == ["one", "two", "three", "four"]


def test_words_keep_inner_apostrophes():
    assert words("'tis the cat's 'toy'") == ["tis", "the", "cat's", "toy"]


def test_words_are_case_folded():
    assert words("The THE the") == ["the", "the", "the"]


def test_word_counts():
    assert word_counts("a b a c a b") == {"a": 3, "b": 2, "c": 1}


def test_top_k_orders_by_count_then_word():
    text = "pear apple fig apple pear kiwi apple"
    assert top_k(text, 2) == [("apple", 3), ("pear", 2)]
    assert top_k(text, 4) == [("apple", 3), ("pear", 2), ("fig", 1), ("kiwi", 1)]


def test_top_k_ignores_case():
    text = "Rose is a rose is a ROSE"
    assert top_k(text, 1) == [("rose", 3)]


def test_top_k_larger_than_vocabulary():
    assert top_k("x y", 5) == [("x", 1), ("y", 1)]
    assert top_k("", 3) == []


def test_hapaxes():
    assert hapaxes("to be or not to be") == ["not", "or"]
    assert hapaxes("Go go GO") == []


@pytest.mark.parametrize("text, ratio", [("", 0.0), ("a b c d", 1.0), ("Dog dog cat cat", 0.5)])
def test_vocabulary_ratio(text, ratio):
    assert vocabulary_ratio(text) == ratio
