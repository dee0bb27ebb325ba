import pytest

from clock_cache import ClockCache, simulate


def test_rejects_zero_capacity():
    with pytest.raises(ValueError):
        ClockCache(0)


def test_get_put_and_update():
    cache = ClockCache(3)
    assert cache.put("a", 1) is None
    cache.put("b", 2)
    cache.put("a", 10)
    assert cache.get("a") == 10
    assert cache.get("zzz", "none") == "none"
    assert len(cache) == 2
    assert "b" in cache and "c" not in cache


def test_hit_ratio():
    cache = ClockCache(2)
    assert cache.hit_ratio() == 0.0
    cache.put(1, "x")
    cache.get(1)
    cache.get(2)
    cache.get(1)
    assert cache.hit_ratio() == pytest.approx(2 / 3)


def test_evicts_unreferenced_in_clock_order():
    cache = ClockCache(3)
    for k in "abc":
        cache.put(k, k)
    assert cache.put("d", "d") == "a"
    assert cache.put("e", "e") == "b"
    assert cache.put("f", "f") == "c"
    assert cache.keys() == ["d", "e", "f"]


def test_referenced_entry_gets_second_chance():
    cache = ClockCache(3)
    for k in "abc":
        cache.put(k, k)
    cache.get("a")
    assert cache.put("d", "d") == "b"
    cache.get("c")
    assert cache.put("e", "e") == "a"
    assert cache.keys() == ["e", "d", "c"]


def test_capacity_one():
    cache = ClockCache(1)
    cache.put("x", 1)
    assert cache.put("y", 2) == "x"
    assert cache.put("z", 3) == "y"
    assert cache.keys() == ["z"]


def test_simulate_without_evictions():
    assert simulate(4, [1, 2, 1, 3, 2, 1]) == (3, [1, 2, 3])


def test_simulate_reference_string():
    faults, keys = simulate(3, [1, 2, 3, 4, 1, 2, 5, 1, 2, 3, 4, 5])
    assert faults == 10
    assert sorted(keys) == [3, 4, 5]
