import pytest

from cachestats import CacheStats
from lrucache import LRUCache


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def cache(clock: FakeClock) -> LRUCache:
    return LRUCache(maxsize=3, ttl=10, clock=clock)


def test_get_and_put(cache: LRUCache) -> None:
    cache.put("a", 1)
    assert cache.get("a") == 1
    assert cache.get("b", "none") == "none"
    assert (cache.stats.hits, cache.stats.misses) == (1, 1)


def test_least_recently_used_is_evicted(cache: LRUCache) -> None:
    for key in "abc":
        cache.put(key, key.upper())
    cache.get("a")
    cache.put("d", "D")
    assert cache.keys() == ["c", "a", "d"]
    assert cache.stats.evictions == 1


def test_overwrite_refreshes_recency(cache: LRUCache) -> None:
    for key in "abc":
        cache.put(key, 0)
    cache.put("a", 1)
    cache.put("d", 0)
    assert cache.keys() == ["c", "a", "d"]
    assert cache.get("a") == 1


@pytest.mark.parametrize("age, hit", [(9.9, True), (10, False), (25, False)])
def test_ttl(cache: LRUCache, clock: FakeClock, age: float, hit: bool) -> None:
    cache.put("k", "v")
    clock.now += age
    assert (cache.get("k") == "v") is hit
    assert len(cache) == (1 if hit else 0)


def test_get_or_compute_calls_once(cache: LRUCache) -> None:
    calls = []
    compute = lambda key: calls.append(key) or key * 2  # noqa: E731
    assert cache.get_or_compute(4, compute) == 8
    assert cache.get_or_compute(4, compute) == 8
    assert calls == [4]


def test_stats_summary() -> None:
    stats = CacheStats(hits=3, misses=1, evictions=2)
    assert stats.hit_ratio() == 0.75
    assert stats.summary() == "3 hits, 1 misses (75%), 2 evicted, 0 expired"
    assert CacheStats().hit_ratio() == 0.0
    assert CacheStats(hits=2).hit_ratio() == 1.0


def test_maxsize_must_be_positive() -> None:
    with pytest.raises(ValueError):
        LRUCache(maxsize=0)
