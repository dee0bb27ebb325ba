from bst import Tree


def test_root_lookup():
    tree = Tree()
    tree.insert(5, "five")
    assert tree.get(5) == "five"


def test_deep_lookup():
    tree = Tree()
    for key in [5, 2, 8, 1, 9]:
        tree.insert(key, key * 10)
    assert tree.get(1) == 10
    assert tree.get(9) == 90


def test_missing_key_default():
    tree = Tree()
    tree.insert(5, "five")
    assert tree.get(7, "none") == "none"
