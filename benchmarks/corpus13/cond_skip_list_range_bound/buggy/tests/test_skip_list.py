import random

import pytest

from skip_list import SkipList


def build(keys, seed=1):
    sl = SkipList(seed=seed)
    for k in keys:
        sl.insert(k, str(k))
    return sl


def test_insert_and_get():
    sl = build([5, 1, 9, 3])
    assert sl.get(9) == "9"
    assert sl.get(4) is None
    assert sl.get(4, "missing") == "missing"


def test_len_contains_and_update():
    sl = build([2, 4, 6])
    assert len(sl) == 3
    assert 4 in sl and 5 not in sl
    assert sl.insert(4, "four") is False
    assert len(sl) == 3
    assert sl.get(4) == "four"


def test_iteration_is_sorted():
    keys = random.Random(7).sample(range(1000), 200)
    sl = build(keys)
    assert list(sl) == sorted(keys)
    assert [k for k, _ in sl.items()] == sorted(keys)


def test_remove():
    sl = build([10, 20, 30])
    assert sl.remove(20) == "20"
    assert list(sl) == [10, 30]
    assert len(sl) == 2
    with pytest.raises(KeyError):
        sl.remove(20)


def test_remove_everything_then_reuse():
    sl = build(range(50))
    for k in range(50):
        sl.remove(k)
    assert len(sl) == 0 and list(sl) == []
    sl.insert(7, "x")
    assert list(sl.items()) == [(7, "x")]


@pytest.mark.parametrize(
    "lo, hi, expected",
    [
        (3, 8, [3, 5, 7]),
        (0, 100, [1, 3, 5, 7, 9, 11]),
        (4, 5, []),
        (9, 12, [9, 11]),
        (2, 6, [3, 5]),
    ],
)
def test_range(lo, hi, expected):
    sl = build([1, 3, 5, 7, 9, 11])
    assert [k for k, _ in sl.range(lo, hi)] == expected


def test_floor_and_ceiling():
    sl = build([10, 20, 30])
    assert sl.floor(25) == 20
    assert sl.floor(20) == 20
    assert sl.floor(5) is None
    assert sl.ceiling(25) == 30
    assert sl.ceiling(31) is None


def test_invalid_probability():
    with pytest.raises(ValueError):
        SkipList(p=1.5)
