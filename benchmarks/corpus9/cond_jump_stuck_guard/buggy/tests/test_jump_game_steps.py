import pytest
from jump_game_steps import can_reach_end, jump_plan, min_jumps


def test_single_position_needs_no_jump():
    assert min_jumps([0]) == 0
    assert min_jumps([]) == 0


def test_classic_example():
    assert min_jumps([2, 3, 1, 1, 4]) == 2


def test_one_long_jump():
    assert min_jumps([9, 0, 0, 0, 0]) == 1


def test_unit_steps():
    assert min_jumps([1, 1, 1, 1]) == 3


def test_blocked_by_zero():
    assert min_jumps([3, 2, 1, 0, 4]) == -1


def test_stuck_at_start():
    assert min_jumps([0, 1]) == -1


@pytest.mark.parametrize("steps", [[2, 3, 1, 1, 4], [1, 2, 0, 1], [3, 2, 1, 0, 4], [0]])
def test_reachability_matches_min_jumps(steps):
    assert can_reach_end(steps) == (min_jumps(steps) != -1)


def test_jump_plan():
    assert jump_plan([2, 3, 1, 1, 4]) == [0, 1, 4]
    assert jump_plan([3, 2, 1, 0, 4]) is None


def test_negative_step_rejected():
    with pytest.raises(ValueError):
        min_jumps([1, -1, 2])
