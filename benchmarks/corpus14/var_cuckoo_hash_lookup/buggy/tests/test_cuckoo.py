import random

import pytest

from cuckoo import CuckooMap


def test_empty_map():
    m = CuckooMap()
    assert len(m) == 0
    assert 3 not in m
    assert m.get(3, "none") == "none"
    with pytest.raises(KeyError):
        m[3]


def test_insert_and_lookup_without_collisions():
    m = CuckooMap(capacity=8)
    for k in range(4):
        m[k] = k * 10
    assert [m[k] for k in range(4)] == [0, 10, 20, 30]
    assert len(m) == 4


def test_overwrite_keeps_size():
    m = CuckooMap()
    m[5] = "a"
    m[5] = "b"
    assert m[5] == "b"
    assert len(m) == 1


def test_colliding_keys_are_all_found():
    m = CuckooMap(capacity=8)
    keys = [3, 11, 19]
    for k in keys:
        m[k] = str(k)
    assert len(m) == 3
    assert all(k in m for k in keys)
    assert [m[k] for k in keys] == ["3", "11", "19"]


def test_many_keys_force_growth():
    rng = random.Random(7)
    keys = rng.sample(range(10_000), 300)
    m = CuckooMap(capacity=4)
    for k in keys:
        m[k] = -k
    assert m.capacity > 4
    assert len(m) == 300
    assert all(m[k] == -k for k in keys)
    assert sorted(k for k, _ in m.items()) == sorted(keys)


def test_delete():
    m = CuckooMap(capacity=8)
    for k in (1, 9, 17, 2):
        m[k] = k
    del m[9]
    assert 9 not in m and len(m) == 3
    assert m.get(17) == 17 and m.get(1) == 1
    with pytest.raises(KeyError):
        del m[9]


def test_reinsert_after_colliding_updates():
    m = CuckooMap(capacity=8)
    for k in (4, 12, 20, 4, 12, 20):
        m[k] = m.get(k, 0) + 1
    assert len(m) == 3
    assert sorted(m.items()) == [(4, 2), (12, 2), (20, 2)]


def test_bad_capacity():
    with pytest.raises(ValueError):
        CuckooMap(capacity=0)
