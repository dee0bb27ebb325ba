import pytest

from ratelimit import ManualClock, RateLimiter, TokenBucket, parse_rate


def test_burst_up_to_capacity_then_refused():
    bucket = TokenBucket(rate=1, capacity=3, clock=ManualClock())
    assert [bucket.allow() for _ in range(4)] == [True, True, True, False]


def test_tokens_come_back_over_time():
    clock = ManualClock()
    bucket = TokenBucket(rate=2, capacity=4, clock=clock)
    assert bucket.allow(4)
    clock.advance(0.5)
    assert bucket.allow() and not bucket.allow()
    clock.advance(10)
    assert bucket.tokens <= 4 and bucket.allow(4)


def test_expensive_requests():
    bucket = TokenBucket(rate=1, capacity=5, clock=ManualClock())
    assert bucket.allow(3)
    assert not bucket.allow(3)
    with pytest.raises(ValueError):
        bucket.allow(6)


def test_wait_time():
    clock = ManualClock()
    bucket = TokenBucket(rate=4, capacity=2, clock=clock)
    bucket.allow(2)
    assert bucket.wait_time() == 0.25
    clock.advance(0.25)
    assert bucket.wait_time() == 0.0


def test_keys_are_limited_separately():
    limiter = RateLimiter(rate=1, capacity=2, clock=ManualClock())
    assert [limiter.allow("alice") for _ in range(3)] == [True, True, False]
    assert limiter.allow("bob")
    assert limiter.retry_after("alice") == 1.0


def test_prune_drops_refilled_buckets():
    clock = ManualClock()
    limiter = RateLimiter(rate=2, capacity=4, clock=clock)
    limiter.allow("a")
    clock.advance(1)
    limiter.allow("b")
    clock.advance(1)
    assert limiter.prune() == 1
    assert len(limiter) == 1


@pytest.mark.parametrize("rate, capacity", [(0, 1), (1, 0), (-1, 5)])
def test_invalid_settings(rate, capacity):
    with pytest.raises(ValueError):
        TokenBucket(rate, capacity)


@pytest.mark.parametrize("spec, rate", [("5/s", 5), ("120/min", 2), ("7200 / h", 2), ("864/day", 0.01)])
def test_parse_rate(spec, rate):
    assert parse_rate(spec) == pytest.approx(rate)


def test_limiter_from_spec():
    limiter = RateLimiter.from_spec("600/hour", clock=ManualClock())
    assert limiter.capacity == 10
    assert sum(limiter.allow("k") for _ in range(12)) == 10
    with pytest.raises(ValueError):
        RateLimiter.from_spec("ten/min")
