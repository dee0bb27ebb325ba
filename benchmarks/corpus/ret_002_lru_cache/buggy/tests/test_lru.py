from lru import LRUCache


def test_miss_returns_default():
    assert LRUCache(2).get("x", 0) == 0


def test_eviction():
    cache = LRUCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    cache.put("c", 3)
    assert "a" not in cache and "c" in cache


def test_hit_returns_value():
    cache = LRUCache(2)
    cache.put("a", 1)
    assert cache.get("a") == 1
