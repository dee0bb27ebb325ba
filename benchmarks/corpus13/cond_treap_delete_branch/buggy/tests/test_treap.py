import pytest

from treap import Treap

KEYS = [50, 20, 80, 10, 30, 70, 90, 60, 40, 25]


def make():
    t = Treap(seed=7)
    for key in KEYS:
        t.insert(key, str(key))
    return t


def test_insert_and_lookup():
    t = make()
    assert len(t) == len(KEYS)
    assert 30 in t and 35 not in t
    assert t.get(70) == "70"
    assert t.get(71, "none") == "none"


def test_keys_are_sorted():
    assert make().keys() == sorted(KEYS)
    assert Treap().keys() == []


def test_insert_existing_key_replaces_value():
    t = make()
    t.insert(30, "thirty")
    assert len(t) == len(KEYS)
    assert t.get(30) == "thirty"


@pytest.mark.parametrize("key", [10, 25, 50, 90])
def test_delete_then_reinsert(key):
    t = make()
    t.delete(key)
    assert len(t) == len(KEYS) - 1 and key not in t
    t.insert(key, "back")
    assert t.get(key) == "back"
    assert t.keys() == sorted(KEYS)


def test_delete_smallest_keys():
    t = make()
    for key in sorted(KEYS)[:4]:
        t.delete(key)
    assert t.keys() == sorted(KEYS)[4:]
    assert len(t) == len(KEYS) - 4


def test_delete_keys_anywhere():
    t = make()
    for key in (80, 30, 90, 50):
        t.delete(key)
        assert key not in t
    assert t.keys() == [10, 20, 25, 40, 60, 70]
    assert len(t) == 6


def test_delete_missing_key():
    t = make()
    with pytest.raises(KeyError):
        t.delete(99)
    assert len(t) == len(KEYS)


def test_stays_shallow_on_sorted_input():
    t = Treap(seed=1)
    for i in range(500):
        t.insert(i, i)
    assert t.keys() == list(range(500))
    assert t.height() < 40
