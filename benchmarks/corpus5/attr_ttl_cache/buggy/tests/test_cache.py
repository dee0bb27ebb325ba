import pytest

from ttlcache import CacheStats, LRUCache


def test_least_recently_used_entry_goes_first():
    lru = LRUCache(maxsize=2)
    lru["a"] = 1
    lru["b"] = 2
    assert lru["a"] == 1  # "a" is now the most recent
    lru["c"] = 3
    assert list(lru) == ["a", "c"]
    assert "b" not in lru
    assert lru.stats.evictions == 1
    assert lru.stats.expirations == 0


def test_eviction_callback_sees_key_and_value():
    seen = []
    lru = LRUCache(maxsize=1, on_evict=lambda key, value: seen.append((key, value)))
    lru["x"] = 10
    lru["y"] = 20
    assert seen == [("x", 10)]


@pytest.mark.clock
def test_entries_expire_after_ttl(cache, clock):
    cache["k"] = "v"
    clock.advance(9.5)
    assert cache.get("k") == "v"
    clock.advance(0.5)
    assert cache.get("k") is None
    assert (cache.stats.hits, cache.stats.misses, cache.stats.expirations) == (1, 1, 1)
    assert cache.stats.evictions == 0


@pytest.mark.clock
def test_sliding_expiry_is_renewed_by_reads(clock):
    lru = LRUCache(maxsize=4, ttl=10, sliding=True, clock=clock)
    lru["k"] = 1
    for _ in range(3):
        clock.advance(8)
        assert lru["k"] == 1
    clock.advance(10)
    assert "k" not in lru


@pytest.mark.clock
def test_len_purges_expired_entries(cache, clock):
    cache["a"] = 1
    clock.advance(6)
    cache["b"] = 2
    clock.advance(6)
    assert len(cache) == 1
    assert cache.stats.expirations == 1
    assert list(cache.items()) == [("b", 2)]


def test_resize_evicts_oldest(cache):
    for key in "abc":
        cache[key] = key.upper()
    cache.resize(1)
    assert list(cache) == ["c"]
    assert cache.stats.evictions == 2


def test_missing_keys():
    lru = LRUCache()
    with pytest.raises(KeyError):
        lru["nope"]
    assert lru.pop("nope", 0) == 0
    assert lru.get("nope", "default") == "default"
    assert lru.stats.misses == 2


@pytest.mark.parametrize("kwargs, message", [
    ({"maxsize": 0}, "maxsize must be at least 1"),
    ({"ttl": 0}, "ttl must be positive"),
])
def test_bad_arguments(kwargs, message):
    with pytest.raises(ValueError, match=message):
        LRUCache(**kwargs)


def test_stats_arithmetic_and_text():
    stats = CacheStats(hits=3, misses=1) + CacheStats(misses=4, evictions=2)
    assert stats == CacheStats(hits=3, misses=5, evictions=2)
    assert str(stats) == "hits=3 misses=5 ratio=38% evictions=2 expirations=0"
    stats.reset()
    assert stats.hit_ratio == 0.0
