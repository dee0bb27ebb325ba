import pytest

from weighted_job_scheduling import (Job, best_schedule, is_compatible, make_jobs,
                                     max_job_count, max_profit, total_profit)

SPREAD = make_jobs([("a", 1, 2, 50), ("b", 3, 5, 20), ("c", 6, 19, 100), ("d", 2, 100, 200)])
CHAIN = make_jobs([("a", 1, 3, 20), ("b", 2, 5, 20), ("c", 3, 10, 100),
                   ("d", 4, 6, 70), ("e", 6, 9, 60)])


def test_make_jobs_validates():
    assert make_jobs([("x", 0, 1, 5)]) == [Job("x", 0, 1, 5)]
    with pytest.raises(ValueError):
        make_jobs([("x", 4, 4, 1)])
    with pytest.raises(ValueError):
        make_jobs([("x", 1, 4, -1)])


def test_empty_input():
    assert best_schedule([]) == (0, [])
    assert max_job_count([]) == 0


def test_max_profit_without_touching_jobs():
    profit, chosen = best_schedule(SPREAD[1:])
    assert profit == 200
    assert [j.name for j in chosen] == ["d"]


def test_back_to_back_jobs_are_compatible():
    profit, chosen = best_schedule(SPREAD)
    assert profit == 250
    assert [j.name for j in chosen] == ["a", "d"]


def test_chain_of_touching_jobs():
    assert max_profit(CHAIN) == 150
    assert [j.name for j in best_schedule(CHAIN)[1]] == ["a", "d", "e"]


@pytest.mark.parametrize("rows, expected", [
    ([("p", 0, 4, 3), ("q", 4, 8, 3), ("r", 1, 7, 5)], 6),
    ([("p", 0, 10, 9), ("q", 1, 2, 4), ("r", 3, 4, 4)], 9),
    ([("p", 0, 2, 1)], 1),
])
def test_max_profit_table(rows, expected):
    assert max_profit(make_jobs(rows)) == expected


def test_is_compatible_and_total():
    assert is_compatible([CHAIN[0], CHAIN[3], CHAIN[4]])
    assert not is_compatible(CHAIN[:2])
    assert total_profit(CHAIN) == 270


def test_max_job_count():
    assert max_job_count(CHAIN) == 3
    assert max_job_count(SPREAD) == 3
