import random

import pytest

from radix_tree import RadixTree

ROMAN = ["romane", "romanus", "romulus", "rubens", "ruber", "rubicon", "rubicundus"]


def test_set_and_get():
    tree = RadixTree([("cat", 1), ("car", 2), ("cart", 3)])
    assert tree["cat"] == 1
    assert tree["car"] == 2
    assert tree["cart"] == 3
    assert len(tree) == 3


def test_overwrite_keeps_size():
    tree = RadixTree([("dog", 1)])
    tree["dog"] = 5
    assert tree["dog"] == 5
    assert len(tree) == 1


def test_missing_keys():
    tree = RadixTree([("team", 1), ("test", 2)])
    assert "te" not in tree
    assert "tea" not in tree
    assert "teams" not in tree
    with pytest.raises(KeyError):
        tree["toast"]


def test_insert_splits_shared_edge():
    tree = RadixTree([("test", 1), ("team", 2)])
    (shared,) = tree.root.children.values()
    assert shared.label == "te"
    assert sorted(c.label for c in shared.children.values()) == ["am", "st"]


def test_items_of_words_without_common_prefix():
    tree = RadixTree([("pear", 2), ("apple", 1), ("fig", 3)])
    assert tree.items() == [("apple", 1), ("fig", 3), ("pear", 2)]


def test_keys_come_out_sorted():
    tree = RadixTree((w, i) for i, w in enumerate(ROMAN))
    assert tree.keys() == sorted(ROMAN)


def test_items_with_prefix():
    tree = RadixTree((w, len(w)) for w in ROMAN)
    assert tree.items("rubic") == [("rubicon", 7), ("rubicundus", 10)]
    assert tree.keys("rom") == ["romane", "romanus", "romulus"]
    assert tree.keys("rx") == []


def test_delete_merges_single_child():
    tree = RadixTree([("test", 1), ("team", 2)])
    del tree["team"]
    assert len(tree) == 1
    assert [c.label for c in tree.root.children.values()] == ["test"]
    assert tree["test"] == 1


def test_delete_missing_key_raises():
    tree = RadixTree([("test", 1), ("team", 2)])
    with pytest.raises(KeyError):
        del tree["te"]
    assert len(tree) == 2


def test_empty_key():
    tree = RadixTree([("", 0), ("a", 1)])
    assert tree[""] == 0
    assert tree.items() == [("", 0), ("a", 1)]


def test_random_operations_match_dict():
    rng = random.Random(8)
    tree, model = RadixTree(), {}
    for _ in range(600):
        key = "".join(rng.choice("ab") for _ in range(rng.randint(0, 5)))
        if rng.random() < 0.65:
            tree[key] = model[key] = rng.randint(0, 99)
        elif key in model:
            del tree[key]
            del model[key]
        assert len(tree) == len(model)
        assert (key in tree) == (key in model)
    assert tree.items() == sorted(model.items())
