from collections import Counter

import pytest

from scheduler import Scheduler, SimClock


@pytest.fixture
def sched():
    return Scheduler(SimClock(1000))


def test_one_off_job_runs_once(sched):
    calls = Counter()
    sched.at(1005, lambda: calls.update(["report"]), name="report")
    sched.clock.now = 1004
    assert sched.run_pending() == 0
    sched.clock.now = 1010
    assert sched.run_pending() == 1
    assert sched.run_pending() == 0
    assert calls["report"] == 1 and sched.jobs == []


def test_recurring_job_in_real_time(sched):
    calls = Counter()
    sched.every(60, lambda: calls.update(["ping"]))
    for now in (1030, 1060, 1090, 1120, 1150):
        sched.clock.now = now
        sched.run_pending()
    assert calls["ping"] == 2


def test_simulated_hour(sched):
    calls = Counter()
    sched.every(600, lambda: calls.update(["sync"]))
    sched.every(900, lambda: calls.update(["backup"]), delay=0)
    assert sched.run_until(1000 + 3600) == 6 + 5
    assert calls == Counter(sync=6, backup=5)
    assert sched.clock.now == 4600


def test_max_runs(sched):
    job = sched.every(10, lambda: None, max_runs=3)
    sched.run_until(2000)
    assert job.runs == 3 and job not in sched.jobs


def test_failing_job_keeps_its_schedule(sched):
    def broken():
        raise RuntimeError("disk full")

    job = sched.every(30, broken)
    sched.run_until(1100)
    assert (job.runs, job.failures, job.next_run) == (3, 3, 1120)


def test_cancel_and_idle_time(sched):
    sched.every(50, lambda: None, name="a")
    sched.at(1020, lambda: None, name="b")
    assert sched.idle_seconds() == 20
    assert sched.cancel("b") == 1
    assert sched.idle_seconds() == 50
    with pytest.raises(ValueError):
        sched.every(0, lambda: None)
