import pytest

from rate_monotonic import (by_priority, hyperperiod, liu_layland_bound, response_time,
                            response_times, schedulable, simulate, utilization)

TASKS = [("video", 2, 10), ("audio", 1, 4), ("log", 3, 20)]


def test_priority_order():
    assert [t[0] for t in by_priority(TASKS)] == ["audio", "video", "log"]
    assert [t[0] for t in by_priority([("b", 1, 5), ("a", 1, 5)])] == ["a", "b"]


def test_utilization_and_bound():
    assert utilization(TASKS) == pytest.approx(0.6)
    assert liu_layland_bound(1) == pytest.approx(1.0)
    assert liu_layland_bound(3) == pytest.approx(0.7797631)


def test_highest_priority_response_is_its_wcet():
    assert response_time(TASKS, "audio") == 1


def test_response_times_with_interference():
    assert response_times(TASKS) == {"video": 3, "audio": 1, "log": 7}


def test_deadline_miss_detected():
    tasks = [("a", 2, 4), ("b", 3, 6)]
    assert response_time(tasks, "b") is None
    assert not schedulable(tasks)


def test_schedulable_above_the_bound():
    tasks = [("a", 2, 4), ("b", 4, 8)]
    assert utilization(tasks) == pytest.approx(1.0)
    assert schedulable(tasks)
    assert response_time(tasks, "b") == 8


def test_hyperperiod():
    assert hyperperiod(TASKS) == 20
    assert hyperperiod([]) == 0


def test_simulation_timeline():
    timeline, missed = simulate([("a", 1, 3), ("b", 2, 5)], horizon=8)
    assert timeline == ["a", "b", "b", "a", None, "b", "a", "b"]
    assert missed == []


def test_simulation_reports_misses():
    _, missed = simulate([("a", 2, 4), ("b", 3, 6)])
    assert missed == [("b", 0)]
