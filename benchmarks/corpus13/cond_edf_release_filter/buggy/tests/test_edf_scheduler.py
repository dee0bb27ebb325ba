import pytest

from edf_scheduler import (Job, completion_times, is_feasible, lateness, missed_deadlines,
                           schedule, utilization, validate)


def test_all_released_at_zero_run_by_deadline():
    jobs = [Job("a", 0, 3, 10), Job("b", 0, 2, 4), Job("c", 0, 1, 6)]
    assert schedule(jobs) == [("b", 0, 2), ("c", 2, 3), ("a", 3, 6)]


def test_later_job_with_earlier_deadline_preempts():
    jobs = [Job("long", 0, 5, 20), Job("urgent", 2, 2, 5)]
    assert schedule(jobs) == [("long", 0, 2), ("urgent", 2, 4), ("long", 4, 7)]


def test_idle_gap_until_next_release():
    jobs = [Job("a", 0, 1, 5), Job("b", 4, 2, 9)]
    assert schedule(jobs) == [("a", 0, 1), ("b", 4, 6)]


def test_release_does_not_split_running_job_needlessly():
    jobs = [Job("a", 0, 4, 5), Job("b", 1, 1, 9)]
    assert schedule(jobs) == [("a", 0, 4), ("b", 4, 5)]


def test_completion_times_and_lateness():
    jobs = [Job("x", 0, 4, 4), Job("y", 1, 3, 5)]
    assert completion_times(schedule(jobs)) == {"x": 4, "y": 7}
    assert lateness(jobs) == {"x": 0, "y": 2}
    assert missed_deadlines(jobs) == ["y"]
    assert not is_feasible(jobs)


def test_feasible_set():
    jobs = [Job("p", 0, 1, 3), Job("q", 0, 1, 3), Job("r", 0, 1, 3)]
    assert is_feasible(jobs)
    assert utilization(jobs) == pytest.approx(1.0)


def test_utilization_spans_release_to_deadline():
    jobs = [Job("a", 2, 1, 6), Job("b", 4, 1, 10)]
    assert utilization(jobs) == pytest.approx(0.25)
    assert utilization([]) == 0.0


@pytest.mark.parametrize(
    "job",
    [Job("zero", 0, 0, 5), Job("window", 5, 1, 3), Job("neg", -1, 1, 3)],
)
def test_validate_rejects_bad_jobs(job):
    with pytest.raises(ValueError):
        validate([job])


def test_duplicate_names_rejected():
    with pytest.raises(ValueError):
        schedule([Job("a", 0, 1, 2), Job("a", 1, 1, 3)])
