import pytest

from mlfq import MLFQScheduler, Process, average, turnaround_times, waiting_times


def names(procs):
    return [p.name for p in procs]


def test_single_short_process():
    done = MLFQScheduler().run([Process("A", 0, 2)])
    assert names(done) == ["A"]
    assert done[0].finish == 2


def test_long_job_is_demoted_and_short_job_wins():
    sched = MLFQScheduler(quanta=(2, 4, 8))
    done = sched.run([Process("A", 0, 10), Process("B", 0, 3)])
    assert names(done) == ["B", "A"]
    assert sched.timeline == [("A", 0, 2), ("B", 2, 4), ("A", 4, 8), ("B", 8, 9), ("A", 9, 13)]


def test_late_arrival_enters_top_queue():
    sched = MLFQScheduler(quanta=(1, 2))
    done = sched.run([Process("A", 0, 5), Process("B", 2, 1)])
    assert names(done) == ["B", "A"]
    assert {p.name: p.finish for p in done} == {"B": 4, "A": 6}


def test_cpu_idles_until_first_arrival():
    sched = MLFQScheduler()
    done = sched.run([Process("A", 5, 2)])
    assert done[0].finish == 7
    assert sched.timeline == [("A", 5, 7)]


def test_gap_between_jobs():
    sched = MLFQScheduler(quanta=(2, 4))
    done = sched.run([Process("A", 0, 3), Process("B", 10, 2)])
    assert {p.name: p.finish for p in done} == {"A": 3, "B": 12}
    assert sched.timeline == [("A", 0, 3), ("B", 10, 12)]


def test_boost_moves_jobs_back_to_top():
    sched = MLFQScheduler(quanta=(1, 4), boost_every=3)
    done = sched.run([Process("A", 0, 6), Process("B", 0, 6)])
    assert names(done) == ["A", "B"]
    assert sched.timeline[:4] == [("A", 0, 1), ("B", 1, 2), ("A", 2, 6), ("B", 6, 7)]


def test_metrics():
    procs = [Process("A", 0, 4), Process("B", 1, 2)]
    MLFQScheduler(quanta=(2, 4)).run(procs)
    assert turnaround_times(procs) == {"A": 6, "B": 3}
    assert waiting_times(procs) == {"A": 2, "B": 1}
    assert average(turnaround_times(procs).values()) == 4.5
    assert average([]) == 0.0


@pytest.mark.parametrize("args", [("A", 0, 0), ("A", -1, 3)])
def test_invalid_process(args):
    with pytest.raises(ValueError):
        Process(*args)


def test_invalid_quanta():
    with pytest.raises(ValueError):
        MLFQScheduler(quanta=())
    with pytest.raises(ValueError):
        MLFQScheduler(quanta=(2, 0))
