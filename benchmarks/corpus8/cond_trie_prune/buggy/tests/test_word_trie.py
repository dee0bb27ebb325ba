from word_trie import Trie


def test_insert_and_contains():
    trie = Trie(["tea", "ten", "to"])
    assert "tea" in trie and "ten" in trie and "to" in trie
    assert "te" not in trie and "t" not in trie and "tent" not in trie
    assert len(trie) == 3


def test_inserting_twice_counts_once():
    trie = Trie(["ink", "ink"])
    trie.insert("ink")
    assert len(trie) == 1
    assert trie.node_count() == 3


def test_prefixes_and_listing():
    trie = Trie(["car", "card", "care", "dog"])
    assert trie.has_prefix("ca") and trie.has_prefix("") and not trie.has_prefix("cat")
    assert trie.words("car") == ["car", "card", "care"]
    assert trie.words() == ["car", "card", "care", "dog"]
    assert trie.words("x") == []


def test_delete_a_word_on_its_own_branch():
    trie = Trie(["sun", "sea"])
    assert trie.delete("sun")
    assert trie.words() == ["sea"]
    assert trie.node_count() == 3
    assert not trie.has_prefix("su")


def test_delete_a_longer_word_keeps_its_prefix_word():
    trie = Trie(["car", "cart"])
    assert trie.delete("cart")
    assert "car" in trie and "cart" not in trie
    assert trie.words() == ["car"]
    assert trie.node_count() == 3


def test_delete_a_prefix_word_keeps_the_longer_word():
    trie = Trie(["an", "ant"])
    assert trie.delete("an")
    assert trie.words() == ["ant"]
    assert trie.node_count() == 3
    assert len(trie) == 1


def test_delete_unknown_words():
    trie = Trie(["moon"])
    assert not trie.delete("moo")
    assert not trie.delete("moons")
    assert not trie.delete("sky")
    assert trie.words() == ["moon"] and len(trie) == 1


def test_delete_everything_leaves_an_empty_trie():
    words = ["a", "ab", "abc", "b", "ba"]
    trie = Trie(words)
    for word in reversed(words):
        assert trie.delete(word)
    assert len(trie) == 0
    assert trie.node_count() == 0
    assert trie.words() == []
