import random
from datetime import datetime, timezone

import pytest

from backoff import Backoff, next_wait, retry_after


def test_delays_double_up_to_the_cap():
    policy = Backoff(base=1, cap=10, max_attempts=7)
    assert [policy.raw_delay(n) for n in range(1, 7)] == [1, 2, 4, 8, 10, 10]


def test_schedule_has_one_delay_per_retry():
    assert Backoff(base=0.5, max_attempts=4).schedule() == [0.5, 1.0, 2.0]


def test_budget_cuts_the_schedule():
    assert Backoff(base=1, factor=3, max_attempts=10, budget=20).schedule() == [1, 3, 9]


def test_full_jitter_stays_below_the_raw_delay():
    policy = Backoff(base=1, jitter="full", rng=random.Random(7), max_attempts=6)
    for attempt in range(1, 6):
        assert 0 <= policy.delay(attempt) <= policy.raw_delay(attempt)


def test_equal_jitter_keeps_half():
    policy = Backoff(base=4, factor=1.5, jitter="equal", rng=random.Random(3))
    assert all(3 <= policy.delay(2) <= 6 for _ in range(20))


@pytest.mark.parametrize(
    "attempt, status, error, expected",
    [
        (1, 503, None, True),
        (1, 404, None, False),
        (5, 503, None, False),
        (2, None, ConnectionError(), True),
        (2, None, KeyError("x"), False),
    ],
)
def test_should_retry(attempt, status, error, expected):
    assert Backoff().should_retry(attempt, status, error) is expected


def test_retry_after_header():
    now = datetime(2024, 3, 1, 12, 0, 0, tzinfo=timezone.utc)
    assert retry_after("120") == 120.0
    assert retry_after("Fri, 01 Mar 2024 12:00:45 GMT", now) == 45.0
    assert retry_after("soon") is None
    assert next_wait(Backoff(base=1), 1, "7") == 7.0


def test_bad_settings():
    with pytest.raises(ValueError):
        Backoff(jitter="random")
