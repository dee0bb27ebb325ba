import pytest

from slru_cache import SLRUCache


def test_rejects_bad_sizes():
    with pytest.raises(ValueError):
        SLRUCache(0, 2)
    with pytest.raises(ValueError):
        SLRUCache(2, -1)


def test_new_keys_go_to_probation():
    cache = SLRUCache(2, 2)
    cache.put("a", 1)
    assert cache.segment_of("a") == "probation"
    assert cache.peek("a") == 1
    assert "a" in cache and "b" not in cache
    assert len(cache) == 1


def test_probation_evicts_least_recent():
    cache = SLRUCache(2, 2)
    for key in "abc":
        cache.put(key, key.upper())
    assert "a" not in cache
    assert cache.evictions == ["a"]
    assert cache.keys() == ["c", "b"]


def test_second_access_promotes():
    cache = SLRUCache(2, 2)
    cache.put("a", 1)
    assert cache.get("a") == 1
    assert cache.segment_of("a") == "protected"


def test_protected_entries_survive_a_scan():
    cache = SLRUCache(2, 2)
    cache.put("hot", 42)
    cache.get("hot")
    for i in range(10):
        cache.put(f"scan{i}", i)
    assert cache.get("hot") == 42
    assert len(cache) == 3


def test_protected_overflow_demotes_to_probation():
    cache = SLRUCache(2, 1)
    cache.put("a", 1)
    cache.put("b", 2)
    cache.get("a")
    cache.get("b")
    assert cache.segment_of("b") == "protected"
    assert cache.segment_of("a") == "probation"
    assert cache.keys() == ["b", "a"]


def test_statistics():
    cache = SLRUCache(3, 3)
    cache.put("x", 1)
    assert cache.get("x") == 1
    assert cache.get("x") == 1
    assert cache.get("y", "none") == "none"
    assert (cache.hits, cache.misses) == (2, 1)
    assert cache.hit_ratio() == pytest.approx(2 / 3)


def test_misses_only():
    cache = SLRUCache(1, 1)
    assert cache.get("nope") is None
    assert cache.hit_ratio() == 0.0
    assert SLRUCache(1, 1).hit_ratio() == 0.0


def test_put_updates_protected_value():
    cache = SLRUCache(2, 2)
    cache.put("k", "old")
    cache.get("k")
    cache.put("k", "new")
    assert cache.peek("k") == "new"
    assert cache.segment_of("k") == "protected"


def test_zero_protected_behaves_like_lru():
    cache = SLRUCache(2, 0)
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.get("a") == 1
    cache.put("c", 3)
    assert cache.keys() == ["c", "a"]
