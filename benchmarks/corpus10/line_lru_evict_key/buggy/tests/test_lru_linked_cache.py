import pytest

from lru_linked_cache import LRUCache


def test_get_and_put():
    cache = LRUCache(3)
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.get("a") == 1
    assert cache.get("b") == 2
    assert cache.get("z") is None
    assert cache.get("z", 0) == 0
    assert len(cache) == 2


def test_keys_most_recent_first():
    cache = LRUCache(4)
    for key in "abc":
        cache.put(key, key.upper())
    cache.get("a")
    assert cache.keys() == ["a", "c", "b"]


def test_put_existing_key_updates_and_refreshes():
    cache = LRUCache(2)
    cache.put("x", 1)
    cache.put("y", 2)
    cache.put("x", 10)
    assert cache.get("x") == 10
    assert cache.keys() == ["x", "y"]
    assert len(cache) == 2


def test_evicts_least_recently_used():
    cache = LRUCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    cache.put("c", 3)
    assert "a" not in cache
    assert cache.get("a") is None
    assert cache.keys() == ["c", "b"]
    assert cache.evictions == 1


def test_get_protects_from_eviction():
    cache = LRUCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    cache.get("a")
    cache.put("c", 3)
    assert sorted(cache.keys()) == ["a", "c"]


def test_size_never_exceeds_capacity():
    cache = LRUCache(3)
    for i in range(10):
        cache.put(i, i * i)
    assert len(cache) == 3
    assert cache.keys() == [9, 8, 7]
    assert cache.evictions == 7


def test_capacity_one():
    cache = LRUCache(1)
    cache.put("k", 1)
    cache.put("j", 2)
    assert cache.get("k") is None
    assert cache.get("j") == 2


def test_pop():
    cache = LRUCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.pop("a") == 1
    assert cache.pop("a", "gone") == "gone"
    assert cache.keys() == ["b"]
    cache.put("c", 3)
    assert cache.evictions == 0


@pytest.mark.parametrize("capacity", [0, -2])
def test_rejects_bad_capacity(capacity):
    with pytest.raises(ValueError):
        LRUCache(capacity)
