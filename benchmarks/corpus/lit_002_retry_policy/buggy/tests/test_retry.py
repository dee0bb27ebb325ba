from retry import backoff, should_retry, status_class


def test_classes():
    assert status_class(404) == "client error"


def test_backoff_caps():
    assert backoff(10) == 30.0


def test_rate_limit_retried():
    assert should_retry(429, 1)


def test_gateway_timeout_retried():
    assert should_retry(504, 0)
