import pytest

from latency import error_budget_used, is_degraded, slow_requests, summarize


def test_slow_requests_sorted_slowest_first():
    assert slow_requests([120.0, 800.0, 510.0, 500.0]) == [800.0, 510.0]


def test_error_budget_used():
    samples = [100.0] * 95 + [900.0] * 5
    assert error_budget_used(samples) == 1.0


def test_error_budget_of_no_samples():
    assert error_budget_used([]) == 0.0


def test_summarize_odd_count():
    assert summarize([10.0, 30.0, 20.0]) == {"median": 20.0, "mean": 20.0, "stdev": 8.2}


def test_summarize_single_sample():
    assert summarize([42.0]) == {"median": 42.0, "mean": 42.0, "stdev": 0.0}


def test_summarize_empty_is_rejected():
    with pytest.raises(ValueError):
        summarize([])


def test_degraded_when_median_doubles():
    assert is_degraded([200.0, 210.0, 190.0], baseline_median=100.0)


def test_not_degraded_near_baseline():
    assert not is_degraded([100.0, 110.0, 95.0], baseline_median=100.0)
