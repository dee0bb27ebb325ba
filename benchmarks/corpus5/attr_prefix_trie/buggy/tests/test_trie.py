import pytest

from prefixtree import Trie, autocomplete, fuzzy_lookup


@pytest.fixture
def words():
    trie = Trie()
    for word, freq in [("app", 80), ("apple", 50), ("application", 20), ("apply", 35), ("banana", 10), ("band", 5)]:
        trie[word] = freq
    return trie


def test_membership_is_for_whole_words(words):
    assert "apple" in words and "app" in words
    assert "appl" not in words
    assert "ban" not in words
    assert 42 not in words


def test_values_and_missing_words(words):
    assert words["apply"] == 35
    assert words.get("appl", "none") == "none"
    with pytest.raises(KeyError):
        words["ban"]


def test_inserting_a_prefix_of_a_stored_word():
    trie = Trie()
    trie.insert("card")
    trie.insert("car", "short")
    assert len(trie) == 2
    assert trie["car"] == "short"
    assert list(trie) == ["car", "card"]


def test_counts(words):
    assert len(words) == 6
    assert words.count_prefix("app") == 4
    assert words.count_prefix("ban") == 2
    assert words.count_prefix("x") == 0
    words["apple"] = 51
    assert len(words) == 6


def test_items_in_order(words):
    assert list(words.items("ban")) == [("banana", 10), ("band", 5)]
    assert list(words) == ["app", "apple", "application", "apply", "banana", "band"]


def test_delete_prunes(words):
    words.delete("application")
    assert "application" not in words
    assert words.count_prefix("appli") == 0
    assert words._find("appli") is None
    words.delete("app")
    assert "apple" in words and words.count_prefix("app") == 2
    with pytest.raises(KeyError):
        words.delete("app")


def test_longest_prefix_of(words):
    assert words.longest_prefix_of("applesauce") == "apple"
    assert words.longest_prefix_of("appetite") == "app"
    assert words.longest_prefix_of("cherry") is None


def test_autocomplete_by_frequency(words):
    assert autocomplete(words, "app") == ["app", "apple", "apply", "application"]
    assert autocomplete(words, "app", limit=2) == ["app", "apple"]
    assert autocomplete(words, "zzz") == []


def test_fuzzy_lookup(words):
    assert fuzzy_lookup(words, "aple") == [("apple", 1)]
    assert fuzzy_lookup(words, "bend") == [("band", 1)]
    assert fuzzy_lookup(words, "ap", max_distance=3) == [("app", 1), ("apple", 3), ("apply", 3), ("band", 3)]
