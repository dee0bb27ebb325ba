import pytest
from rate_limiter import SlidingWindowLimiter, replay


def test_invalid_settings():
    with pytest.raises(ValueError):
        SlidingWindowLimiter(0, 10)
    with pytest.raises(ValueError):
        SlidingWindowLimiter(3, 0)


def test_allows_up_to_limit():
    limiter = SlidingWindowLimiter(3, 10)
    assert [limiter.allow("a", t) for t in (0, 1, 2, 3)] == [True, True, True, False]


def test_window_fully_expires():
    limiter = SlidingWindowLimiter(2, 10)
    assert [limiter.allow("a", t) for t in (0, 5, 6, 30, 31)] == [True, True, False, True, True]


def test_window_slides_one_request_at_a_time():
    limiter = SlidingWindowLimiter(3, 10)
    verdicts = [limiter.allow("a", t) for t in (0, 4, 8, 9, 10, 11, 13, 14)]
    assert verdicts == [True, True, True, False, True, False, False, True]


def test_remaining_counts_only_recent_requests():
    limiter = SlidingWindowLimiter(4, 10)
    for t in (1, 3, 7, 9):
        limiter.allow("a", t)
    assert limiter.remaining("a", 9) == 0
    assert limiter.remaining("a", 12) == 1
    assert limiter.remaining("a", 14) == 2
    assert limiter.remaining("a", 18) == 3
    assert limiter.remaining("a", 40) == 4


def test_clients_are_independent():
    limiter = SlidingWindowLimiter(1, 5)
    assert limiter.allow("a", 0)
    assert limiter.allow("b", 1)
    assert not limiter.allow("a", 2)
    assert limiter.remaining("c", 2) == 1


def test_rejected_requests_do_not_count():
    limiter = SlidingWindowLimiter(2, 10)
    assert [limiter.allow("a", t) for t in (0, 6, 7, 8, 10, 12)] == [
        True,
        True,
        False,
        False,
        True,
        False,
    ]


def test_time_cannot_go_backwards():
    limiter = SlidingWindowLimiter(2, 10)
    limiter.allow("a", 5)
    with pytest.raises(ValueError):
        limiter.allow("b", 4)


def test_replay_burst_then_steady():
    requests = [("u", 0), ("u", 1), ("u", 2), ("v", 2), ("u", 3), ("u", 5), ("u", 6), ("v", 6)]
    assert replay(requests, 2, 4) == [True, True, False, True, False, True, True, True]
