import random

import pytest

from splay_tree import SplaySet


def test_empty_set():
    s = SplaySet()
    assert len(s) == 0
    assert 3 not in s
    assert list(s) == []
    assert s.floor(3) is None and s.ceiling(3) is None


def test_add_keeps_sorted_order_and_ignores_duplicates():
    s = SplaySet([5, 1, 9, 3, 7, 3, 5])
    assert list(s) == [1, 3, 5, 7, 9]
    assert len(s) == 5
    assert s.add(4) is True
    assert s.add(4) is False


def test_membership():
    s = SplaySet(range(0, 20, 2))
    assert all(k in s for k in range(0, 20, 2))
    assert not any(k in s for k in range(1, 20, 2))


def test_discard():
    s = SplaySet([8, 3, 10, 1, 6, 14, 4, 7, 13])
    assert s.discard(6) is True
    assert s.discard(6) is False
    assert s.discard(8) is True
    assert list(s) == [1, 3, 4, 7, 10, 13, 14]
    assert len(s) == 7


@pytest.mark.parametrize("key, expected", [(0, None), (9, None), (15, 10), (25, 20), (35, 30)])
def test_floor_between_and_outside(key, expected):
    assert SplaySet([30, 10, 20]).floor(key) == expected


@pytest.mark.parametrize("key", [10, 20, 30])
def test_floor_of_present_key_is_itself(key):
    s = SplaySet([30, 10, 20])
    assert s.floor(key) == key


@pytest.mark.parametrize("key, expected", [(5, 10), (10, 10), (25, 30), (30, 30), (31, None)])
def test_ceiling(key, expected):
    assert SplaySet([30, 10, 20]).ceiling(key) == expected


def test_randomised_against_sorted_list():
    rng = random.Random(7)
    s, ref = SplaySet(), set()
    for _ in range(400):
        k = rng.randint(0, 60)
        if rng.random() < 0.6:
            assert s.add(k) == (k not in ref)
            ref.add(k)
        else:
            assert s.discard(k) == (k in ref)
            ref.discard(k)
        q = rng.randint(-5, 65)
        below = [x for x in ref if x <= q]
        assert s.floor(q) == (max(below) if below else None)
    assert list(s) == sorted(ref)
