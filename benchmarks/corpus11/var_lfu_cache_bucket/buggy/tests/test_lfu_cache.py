import pytest

from lfu_cache import LFUCache


def test_capacity_must_be_positive():
    with pytest.raises(ValueError):
        LFUCache(0)


def test_put_and_get():
    cache = LFUCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.get("a") == 1
    assert cache.get("zzz", "none") == "none"
    assert len(cache) == 2


def test_evicts_least_frequent():
    cache = LFUCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    cache.get("a")
    cache.put("c", 3)
    assert "b" not in cache
    assert "a" in cache and "c" in cache


def test_tie_evicts_least_recent():
    cache = LFUCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    cache.put("c", 3)
    assert "a" not in cache
    assert cache.keys_by_frequency() == ["b", "c"]


def test_frequency_counts_uses():
    cache = LFUCache(3)
    cache.put("x", 1)
    assert cache.frequency("x") == 1
    cache.get("x")
    cache.get("x")
    assert cache.frequency("x") == 3
    assert cache.frequency("y") == 0


def test_update_counts_as_use():
    cache = LFUCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    cache.put("b", 20)
    cache.put("c", 3)
    assert cache.get("b") == 20
    assert "a" not in cache


def test_mixed_frequencies():
    cache = LFUCache(3)
    for key in "abc":
        cache.put(key, key.upper())
    cache.get("a")
    cache.get("a")
    cache.get("b")
    cache.get("c")
    cache.get("b")
    assert cache.keys_by_frequency() == ["c", "a", "b"]
    cache.put("d", "D")
    assert "c" not in cache
    assert cache.keys_by_frequency() == ["d", "a", "b"]
