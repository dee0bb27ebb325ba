import pytest

from round_robin import RoundRobin, average_turnaround, completion_times


def test_quantum_must_be_positive():
    with pytest.raises(ValueError):
        RoundRobin(0)


def test_duplicate_task_rejected():
    rr = RoundRobin()
    rr.add("a", 3)
    with pytest.raises(ValueError):
        rr.add("a", 1)


def test_single_task_runs_in_slices():
    rr = RoundRobin(quantum=3)
    rr.add("job", 7)
    assert rr.run() == [("job", 3), ("job", 3), ("job", 1)]
    assert rr.finished == {"job": 7}


def test_pending_order():
    rr = RoundRobin()
    for name in "xyz":
        rr.add(name, 1)
    assert rr.pending() == ["x", "y", "z"]


def test_tasks_take_turns():
    rr = RoundRobin(quantum=2)
    rr.add("a", 3)
    rr.add("b", 2)
    rr.add("c", 1)
    assert rr.run() == [("a", 2), ("b", 2), ("c", 1), ("a", 1)]
    assert rr.clock == 6


def test_step_on_empty_queue():
    assert RoundRobin().step() is None


def test_cancel():
    rr = RoundRobin()
    rr.add("a", 5)
    rr.add("b", 4)
    assert rr.cancel("a") == 5
    assert rr.pending() == ["b"]


def test_zero_work_finishes_immediately():
    assert completion_times([("idle", 0)]) == {"idle": 0}


def test_completion_times():
    assert completion_times([("a", 5), ("b", 2), ("c", 3)], quantum=2) == {
        "b": 4, "c": 9, "a": 10}


def test_average_turnaround():
    assert average_turnaround([("a", 4), ("b", 4)], quantum=4) == 6.0
    assert average_turnaround([]) == 0.0
