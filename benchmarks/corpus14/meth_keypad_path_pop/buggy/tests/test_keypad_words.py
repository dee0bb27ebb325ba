import pytest

from keypad_words import (build_index, completions, count_combinations, letter_combinations,
                          matching_words, word_to_digits)

WORDS = ["good", "home", "gone", "hood", "hoof", "inoe", "Cat", "act", "bat", "it's"]


@pytest.mark.parametrize("word, digits", [("hello", "43556"), ("Good", "4663"), ("xyz", "999")])
def test_word_to_digits(word, digits):
    assert word_to_digits(word) == digits


def test_word_to_digits_rejects_symbols():
    with pytest.raises(ValueError):
        word_to_digits("it's")


def test_count_combinations():
    assert count_combinations("") == 0
    assert count_combinations("79") == 16
    assert count_combinations("234") == 27


def test_letter_combinations_single_digit():
    assert letter_combinations("7") == ["p", "q", "r", "s"]


def test_letter_combinations_two_digits():
    assert letter_combinations("23") == ["ad", "ae", "af", "bd", "be", "bf", "cd", "ce", "cf"]


def test_letter_combinations_count_and_uniqueness():
    combos = letter_combinations("2795")
    assert len(combos) == count_combinations("2795")
    assert len(set(combos)) == len(combos)
    assert combos[0] == "apwj" and combos[-1] == "cszl"


def test_letter_combinations_bad_digit():
    with pytest.raises(ValueError):
        letter_combinations("2013")
    assert letter_combinations("") == []


def test_build_index_groups_textonyms():
    index = build_index(WORDS)
    assert index["4663"] == ["gone", "good", "home", "hood", "hoof", "inoe"]
    assert index["228"] == ["act", "bat", "cat"]
    assert all("'" not in word for words in index.values() for word in words)


def test_matching_words():
    assert matching_words("4663", WORDS) == ["gone", "good", "home", "hood", "hoof", "inoe"]


def test_completions():
    assert completions("46", WORDS) == ["gone", "good", "home", "hood", "hoof", "inoe"]
    assert completions("2", WORDS) == ["act", "bat", "cat"]
