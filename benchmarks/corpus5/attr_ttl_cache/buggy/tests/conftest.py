import pytest

from ttlcache import LRUCache, ManualClock


@pytest.fixture
def clock():
    return ManualClock(start=1000.0)


@pytest.fixture
def cache(clock):
    return LRUCache(maxsize=3, ttl=10, clock=clock)
