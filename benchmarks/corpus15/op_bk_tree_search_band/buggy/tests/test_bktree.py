import random

import pytest

from bktree import BKTree, levenshtein

WORDS = ["book", "books", "cake", "boo", "boon", "cook", "cape", "cart", "bake", "brook"]


def test_levenshtein():
    assert levenshtein("kitten", "sitting") == 3
    assert levenshtein("", "abc") == 3
    assert levenshtein("flaw", "lawn") == 2
    assert levenshtein("same", "same") == 0


def test_duplicates_are_not_added_twice():
    tree = BKTree(WORDS)
    assert len(tree) == len(WORDS)
    assert tree.add("book") is False
    assert tree.add("nook") is True
    assert len(tree) == len(WORDS) + 1


def test_iteration_yields_every_word():
    assert sorted(BKTree(WORDS)) == sorted(WORDS)


def test_membership():
    tree = BKTree(WORDS)
    assert "cook" in tree
    assert "coke" not in tree
    assert "x" not in BKTree()


def test_search_within_one_edit():
    tree = BKTree(WORDS)
    assert tree.search("boo", 1) == [(0, "boo"), (1, "book"), (1, "boon")]


def test_search_within_two_edits():
    tree = BKTree(WORDS)
    assert tree.search("cape", 2) == [(0, "cape"), (1, "cake"), (2, "bake"), (2, "cart")]


def test_search_agrees_with_linear_scan():
    rng = random.Random(3)
    words = ["".join(rng.choice("abc") for _ in range(rng.randint(1, 5))) for _ in range(80)]
    tree = BKTree(words)
    for _ in range(40):
        query = "".join(rng.choice("abcd") for _ in range(rng.randint(0, 5)))
        tol = rng.randint(0, 3)
        expected = sorted((levenshtein(query, w), w) for w in set(words)
                          if levenshtein(query, w) <= tol)
        assert tree.search(query, tol) == expected


def test_negative_tolerance_is_rejected():
    with pytest.raises(ValueError):
        BKTree(WORDS).search("book", -1)


def test_closest():
    tree = BKTree(WORDS)
    assert tree.closest("brooks") == (1, "books")
    assert tree.closest("brok") == (1, "book")
    assert tree.closest("cook") == (0, "cook")
    assert BKTree().closest("anything") is None


def test_suggest():
    tree = BKTree(WORDS)
    assert tree.suggest("cook") == []
    assert tree.suggest("cakes", limit=2) == ["cake", "bake"]
