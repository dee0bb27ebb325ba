import pytest

from throttle.bucket import TokenBucket
from throttle.clock import ManualClock


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock(start=100.0)


@pytest.fixture
def bucket(clock: ManualClock) -> TokenBucket:
    return TokenBucket(rate=2.0, capacity=4.0, clock=clock)


def test_burst_up_to_capacity(bucket: TokenBucket) -> None:
    assert [bucket.try_acquire() for _ in range(5)] == [True, True, True, True, False]
    assert bucket.refused == 1


def test_refill_over_time(bucket: TokenBucket, clock: ManualClock) -> None:
    for _ in range(4):
        bucket.try_acquire()
    clock.sleep(1.0)
    assert bucket.try_acquire(2.0)
    assert not bucket.try_acquire()


def test_refill_never_exceeds_capacity(bucket: TokenBucket, clock: ManualClock) -> None:
    clock.sleep(60)
    assert bucket.wait_time(4.0) == 0.0
    bucket.try_acquire(4.0)
    assert bucket.wait_time(1.0) == pytest.approx(0.5)


def test_acquire_blocks_in_ticks(bucket: TokenBucket, clock: ManualClock) -> None:
    bucket.try_acquire(4.0)
    waited = bucket.acquire(1.0)
    assert waited == pytest.approx(0.5)
    assert clock.elapsed == pytest.approx(0.5)


@pytest.mark.parametrize("rate, capacity", [(0, 1), (1, 0), (-1, 5)])
def test_invalid_bucket(clock: ManualClock, rate: float, capacity: float) -> None:
    with pytest.raises(ValueError):
        TokenBucket(rate, capacity, clock)


def test_cost_above_capacity(bucket: TokenBucket) -> None:
    with pytest.raises(ValueError):
        bucket.try_acquire(5)
