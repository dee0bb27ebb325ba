import pytest

from flow_shop import (best_makespan_brute_force, completion_times, idle_time_b, johnson_order,
                       lower_bound, makespan, mean_flow_time, timetable)

JOBS = {"j1": (3, 6), "j2": (5, 2), "j3": (1, 2), "j4": (4, 4), "j5": (7, 5)}


def test_johnson_order_example():
    assert johnson_order({"a": (3, 6), "b": (5, 2), "c": (1, 2), "d": (7, 5)}) == ["c", "a", "d", "b"]


def test_equal_times_go_to_the_front_group():
    assert johnson_order(JOBS) == ["j3", "j1", "j4", "j5", "j2"]


def test_ties_broken_by_name():
    jobs = {"x": (4, 4), "w": (4, 4), "v": (2, 2)}
    assert johnson_order(jobs) == ["v", "w", "x"]


def test_timetable_rows():
    rows = timetable(JOBS, ["j3", "j1"])
    assert rows == [("j3", 0, 1, 1, 3), ("j1", 1, 4, 4, 10)]


def test_makespan_of_johnson_order_is_optimal():
    order = johnson_order(JOBS)
    assert makespan(JOBS, order) == best_makespan_brute_force(JOBS) == 22


def test_completion_and_mean_flow_time():
    assert completion_times(JOBS, ["j3", "j1", "j2"]) == {"j3": 3, "j1": 10, "j2": 12}
    assert mean_flow_time(JOBS, ["j3", "j1", "j2"]) == pytest.approx(25 / 3)
    assert mean_flow_time({}, []) == 0.0


def test_makespan_of_empty_schedule():
    assert makespan({}, []) == 0
    assert johnson_order({}) == []


def test_idle_time_of_machine_b():
    assert idle_time_b(JOBS, ["j5", "j2", "j3"]) == 0
    assert idle_time_b({"p": (1, 1), "q": (5, 1)}, ["p", "q"]) == 4


def test_lower_bound():
    assert lower_bound(JOBS) == 22
    assert lower_bound(JOBS) <= makespan(JOBS, johnson_order(JOBS))


def test_negative_time_rejected():
    with pytest.raises(ValueError):
        johnson_order({"bad": (-1, 3)})
