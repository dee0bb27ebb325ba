import pytest
from deadline_jobs import Job, JobScheduler


def make(*jobs):
    scheduler = JobScheduler()
    for name, deadline, profit in jobs:
        scheduler.add(name, deadline, profit)
    return scheduler


def test_no_jobs():
    scheduler = JobScheduler()
    assert scheduler.plan() == []
    assert scheduler.total_profit() == 0


def test_single_job_runs_in_its_last_slot():
    plan = make(("a", 3, 10)).plan()
    assert [job and job.name for job in plan] == [None, None, "a"]


def test_mixed_deadlines_and_profits():
    scheduler = make(("a", 2, 100), ("b", 1, 19), ("c", 2, 27), ("d", 1, 25), ("e", 3, 15))
    assert scheduler.sequence() == ["c", "a", "e"]
    assert scheduler.total_profit() == 142


def test_profitable_job_added_late_still_wins():
    scheduler = make(("a", 1, 20), ("b", 1, 50), ("c", 2, 10))
    assert scheduler.sequence() == ["b", "c"]
    assert scheduler.total_profit() == 60


def test_classic_example():
    scheduler = make(("a", 4, 20), ("b", 1, 10), ("c", 1, 40), ("d", 1, 30))
    assert scheduler.sequence() == ["c", "a"]
    assert scheduler.total_profit() == 60
    assert scheduler.dropped() == ["b", "d"]


def test_ties_broken_by_name():
    scheduler = make(("y", 1, 5), ("x", 1, 5))
    assert scheduler.sequence() == ["x"]


def test_all_jobs_fit():
    scheduler = make(("p", 1, 3), ("q", 2, 4), ("r", 3, 5))
    assert scheduler.sequence() == ["p", "q", "r"]
    assert scheduler.dropped() == []


def test_invalid_deadline():
    with pytest.raises(ValueError):
        Job("z", 0, 1)
