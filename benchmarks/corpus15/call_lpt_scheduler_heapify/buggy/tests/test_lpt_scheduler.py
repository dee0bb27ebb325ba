import pytest

from lpt_scheduler import (imbalance, list_schedule, longest_first, lower_bound, lpt_ratio_bound,
                           lpt_schedule, machine_of, makespan, timetable)

JOBS = [("a", 2), ("b", 3), ("c", 7), ("d", 4), ("e", 5), ("f", 3)]


def test_list_schedule_in_given_order():
    assignment, loads = list_schedule(JOBS, 2)
    assert assignment == [["a", "c", "f"], ["b", "d", "e"]]
    assert loads == [12, 12]


def test_longest_first_order():
    assert [name for name, _ in longest_first(JOBS)] == ["c", "e", "d", "b", "f", "a"]


def test_lpt_schedule_three_machines():
    assignment, loads = lpt_schedule(JOBS, 3)
    assert assignment == [["c", "a"], ["e", "f"], ["d", "b"]]
    assert makespan(loads) == 9


def test_ready_times_are_respected():
    assignment, loads = list_schedule([("x", 4), ("y", 1), ("z", 2)], 3, ready=[5, 0, 3])
    assert assignment == [[], ["x", "z"], ["y"]]
    assert loads == [5, 6, 4]


def test_lpt_with_busy_machines():
    assignment, loads = lpt_schedule(JOBS, 3, ready=[6, 1, 0])
    assert machine_of(assignment) == {"c": 2, "e": 1, "d": 0, "b": 1, "f": 2, "a": 1}
    assert loads == [10, 11, 10]


def test_timetable():
    assignment, _ = list_schedule(JOBS[:4], 2)
    assert timetable(JOBS, assignment) == [(0, 2, 0, "a"), (0, 3, 1, "b"),
                                           (2, 9, 0, "c"), (3, 7, 1, "d")]


def test_lpt_within_graham_bound():
    _, loads = lpt_schedule(JOBS, 4)
    assert makespan(loads) <= lpt_ratio_bound(4) * lower_bound(JOBS, 4) + 1e-9
    assert lpt_ratio_bound(1) == pytest.approx(1.0)


def test_lower_bound():
    assert lower_bound(JOBS, 2) == 12
    assert lower_bound(JOBS, 5) == 7
    assert lower_bound([], 3) == 0


def test_imbalance_and_empty_schedule():
    assignment, loads = lpt_schedule([], 2)
    assert assignment == [[], []] and makespan(loads) == 0 and imbalance(loads) == 0
    assert imbalance([4, 9, 6]) == 5


def test_invalid_input():
    with pytest.raises(ValueError):
        list_schedule(JOBS, 0)
    with pytest.raises(ValueError):
        list_schedule(JOBS, 2, ready=[0])
