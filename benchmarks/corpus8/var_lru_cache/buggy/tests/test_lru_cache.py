from collections import OrderedDict

import pytest
from lru_cache import LRUCache


def test_missing_key_gives_default():
    cache = LRUCache(2)
    assert cache.get("x") is None
    assert cache.get("x", 0) == 0
    assert len(cache) == 0


def test_put_then_get():
    cache = LRUCache(3)
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.get("a") == 1
    assert cache.get("b") == 2
    assert "a" in cache and "c" not in cache


def test_update_keeps_one_entry():
    cache = LRUCache(2)
    cache.put("a", 1)
    cache.put("a", 5)
    assert len(cache) == 1
    assert cache.get("a") == 5


def test_keys_most_recent_first():
    cache = LRUCache(4)
    for key in "abc":
        cache.put(key, key.upper())
    cache.get("a")
    assert cache.keys() == ["a", "c", "b"]


def test_evicts_least_recently_used():
    cache = LRUCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    cache.put("c", 3)
    assert "a" not in cache
    assert cache.get("c") == 3
    assert cache.keys() == ["c", "b"]
    assert cache.evictions == 1


def test_get_protects_from_eviction():
    cache = LRUCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    cache.get("a")
    cache.put("c", 3)
    assert cache.get("b") is None
    assert (cache.get("a"), cache.get("c")) == (1, 3)


def test_capacity_one():
    cache = LRUCache(1)
    cache.put(1, "one")
    cache.put(2, "two")
    assert cache.get(1) is None
    assert cache.get(2) == "two"
    assert len(cache) == 1


def test_invalid_capacity():
    with pytest.raises(ValueError):
        LRUCache(0)


def test_matches_ordered_dict_model():
    cache, model = LRUCache(3), OrderedDict()
    for step in range(60):
        key = (step * 7) % 5
        if step % 3 == 0:
            expected = model.get(key)
            if key in model:
                model.move_to_end(key)
            assert cache.get(key) == expected
        else:
            model[key] = step
            model.move_to_end(key)
            if len(model) > 3:
                model.popitem(last=False)
            cache.put(key, step)
        assert cache.keys() == list(reversed(model))
