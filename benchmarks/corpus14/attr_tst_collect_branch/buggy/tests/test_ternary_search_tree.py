import pytest

from ternary_search_tree import TernarySearchTree

WORDS = ["she", "sells", "sea", "shells", "by", "the", "sea", "shore"]


@pytest.fixture
def tst():
    t = TernarySearchTree()
    for i, w in enumerate(WORDS):
        t.put(w, i)
    return t


def test_put_and_get(tst):
    assert tst.get("she") == 0
    assert tst.get("sea") == 6
    assert tst.get("shore") == 7
    assert tst.get("sh") is None
    assert tst.get("shorex", "none") == "none"
    assert tst.get("") is None


def test_len_counts_distinct_keys(tst):
    assert len(tst) == 7


def test_contains(tst):
    assert "shells" in tst
    assert "shell" not in tst
    assert "a" not in tst


def test_put_rejects_bad_input():
    t = TernarySearchTree()
    with pytest.raises(ValueError):
        t.put("", 1)
    with pytest.raises(ValueError):
        t.put("x", None)


def test_delete(tst):
    assert tst.delete("she") is True
    assert tst.delete("she") is False
    assert "she" not in tst
    assert "shells" in tst
    assert len(tst) == 6


def test_keys_sorted(tst):
    assert [k for k, _ in tst.items_with_prefix()] == sorted(set(WORDS))


def test_items_with_prefix(tst):
    assert tst.items_with_prefix("sh") == [("she", 0), ("shells", 3), ("shore", 7)]
    assert tst.items_with_prefix("she") == [("she", 0), ("shells", 3)]
    assert tst.items_with_prefix("q") == []


def test_prefix_after_delete(tst):
    tst.delete("sells")
    assert [k for k, _ in tst.items_with_prefix("s")] == ["sea", "she", "shells", "shore"]


@pytest.mark.parametrize(
    "text, expected",
    [("shellsort", "shells"), ("shell", "she"), ("sh", ""), ("bypass", "by"), ("", "")],
)
def test_longest_prefix_of(tst, text, expected):
    assert tst.longest_prefix_of(text) == expected
