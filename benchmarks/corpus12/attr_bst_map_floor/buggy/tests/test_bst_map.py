import pytest

from bst_map import BSTMap

KEYS = [50, 30, 70, 20, 40, 60, 80]


def make_map():
    return BSTMap((k, str(k)) for k in KEYS)


def test_put_get_and_len():
    m = make_map()
    assert len(m) == 7
    assert m[40] == "40"
    m[40] = "forty"
    assert m[40] == "forty"
    assert len(m) == 7


def test_missing_key_raises():
    with pytest.raises(KeyError):
        make_map()[45]
    with pytest.raises(KeyError):
        del make_map()[45]


def test_keys_are_sorted():
    assert make_map().keys() == sorted(KEYS)
    assert BSTMap().keys() == []


@pytest.mark.parametrize("key", [20, 30, 50, 80])
def test_delete(key):
    m = make_map()
    del m[key]
    assert m.keys() == [k for k in sorted(KEYS) if k != key]
    assert len(m) == 6


@pytest.mark.parametrize("query, expected", [(50, 50), (10, None), (25, 20), (45, 40),
                                             (65, 60), (100, 80)])
def test_floor(query, expected):
    assert make_map().floor(query) == expected


@pytest.mark.parametrize("query, expected", [(50, 50), (10, 20), (45, 50), (65, 70),
                                             (100, None)])
def test_ceiling(query, expected):
    assert make_map().ceiling(query) == expected


def test_floor_and_ceiling_on_empty_map():
    assert BSTMap().floor(3) is None
    assert BSTMap().ceiling(3) is None


def test_floor_after_deletes():
    m = make_map()
    del m[40]
    del m[30]
    assert m.floor(45) == 20
    assert m.floor(75) == 70
