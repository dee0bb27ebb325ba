from settings import lookup, merged


def test_present():
    assert lookup({"a": {"b": 3}}, "a.b") == 3


def test_merge():
    assert merged({"server": {"port": 9000}})["server"] == {"port": 9000, "host": "127.0.0.1"}


def test_missing_leaf_gives_default():
    assert lookup({"a": {}}, "a.b", 7) == 7


def test_missing_branch_gives_default():
    assert lookup({"a": {"b": 1}}, "x.y", "none") == "none"
