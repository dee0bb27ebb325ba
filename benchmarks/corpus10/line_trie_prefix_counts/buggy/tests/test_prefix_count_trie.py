import pytest
from prefix_count_trie import PrefixTrie

WORDS = ["car", "cart", "care", "cat", "dog", "do", "car"]


@pytest.fixture
def trie():
    return PrefixTrie(WORDS)


def test_len_counts_duplicates(trie):
    assert len(trie) == 7
    assert len(PrefixTrie()) == 0


def test_count_exact_words(trie):
    assert trie.count("car") == 2
    assert trie.count("ca") == 0
    assert trie.count("zebra") == 0


@pytest.mark.parametrize("prefix, expected", [("ca", 5), ("car", 4), ("do", 2), ("", 7), ("x", 0)])
def test_count_prefix(trie, prefix, expected):
    assert trie.count_prefix(prefix) == expected


def test_words_with_prefix_sorted(trie):
    assert trie.words_with_prefix("car") == ["car", "car", "care", "cart"]
    assert trie.words_with_prefix("d") == ["do", "dog"]
    assert trie.words_with_prefix("q") == []


def test_all_words(trie):
    assert trie.words_with_prefix() == sorted(WORDS)


def test_remove_one_copy(trie):
    assert trie.remove("car")
    assert trie.count("car") == 1
    assert len(trie) == 6
    assert trie.count_prefix("car") == 3


def test_remove_missing_word(trie):
    assert not trie.remove("ca")
    assert not trie.remove("cows")
    assert len(trie) == 7


def test_remove_prunes_branch(trie):
    assert trie.remove("dog")
    assert trie.words_with_prefix("do") == ["do"]
    assert trie.count_prefix("dog") == 0
    trie.insert("dot")
    assert trie.words_with_prefix("do") == ["do", "dot"]


def test_shortest_unique_prefix():
    trie = PrefixTrie(["zebra", "dog", "duck", "dove"])
    assert [trie.shortest_unique_prefix(w) for w in ["zebra", "dog", "duck", "dove"]] == [
        "z", "dog", "du", "dov"]


def test_empty_word_is_storable():
    trie = PrefixTrie(["", "a"])
    assert trie.count("") == 1
    assert trie.words_with_prefix() == ["", "a"]
