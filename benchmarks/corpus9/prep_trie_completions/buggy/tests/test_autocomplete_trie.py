import pytest
from autocomplete_trie import Trie

WORDS = ["car", "card", "care", "cart", "cat", "dog", "do", "dot"]


@pytest.fixture
def trie():
    return Trie(WORDS)


def test_size_counts_distinct_words(trie):
    assert len(trie) == 8
    assert not trie.insert("car")
    assert trie.insert("cars")
    assert len(trie) == 9


def test_membership(trie):
    assert "card" in trie
    assert "ca" not in trie
    assert "cards" not in trie
    assert trie.has_prefix("ca") and not trie.has_prefix("cow")


def test_complete_a_prefix(trie):
    assert trie.complete("car") == ["car", "card", "care", "cart"]


def test_complete_short_prefix(trie):
    assert trie.complete("d") == ["do", "dog", "dot"]


def test_complete_everything_sorted(trie):
    assert trie.complete("") == sorted(WORDS)


def test_complete_with_limit(trie):
    assert trie.complete("ca", limit=2) == ["car", "card"]


def test_complete_unknown_prefix(trie):
    assert trie.complete("x") == []


def test_complete_exact_leaf(trie):
    assert trie.complete("cart") == ["cart"]


@pytest.mark.parametrize(
    "words, expected",
    [(["flower", "flow", "flight"], "fl"), (["same", "same"], "same"), (["a", "b"], ""), ([], "")],
)
def test_longest_common_prefix(words, expected):
    assert Trie(words).longest_common_prefix() == expected


def test_single_letter_words():
    trie = Trie("zyx")
    assert trie.complete("") == ["x", "y", "z"]
