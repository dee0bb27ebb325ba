import pytest
from darts import apply_turn, checkout, is_bogey, play_leg, score, three_dart_average


@pytest.mark.parametrize(("throw", "value"), [("T20", 60), ("d16", 32), ("S5", 5), ("BULL", 50)])
def test_score(throw, value):
    assert score(throw) == value


def test_unknown_throw():
    with pytest.raises(ValueError):
        score("T25")


def test_single_dart_finishes():
    assert checkout(40) == ("D20",)
    assert checkout(50) == ("BULL",)


def test_two_dart_finish():
    assert checkout(100) == ("T20", "D20")


def test_maximum_checkout():
    assert checkout(170) == ("T20", "T20", "BULL")


def test_small_finish():
    assert checkout(3) == ("S1", "D1")


@pytest.mark.parametrize("remaining", [169, 168, 166, 165, 163, 162, 159])
def test_bogey_numbers(remaining):
    assert is_bogey(remaining)


def test_not_bogey():
    assert not is_bogey(161)
    assert not is_bogey(2)


def test_apply_turn():
    assert apply_turn(501, ["T20", "T20", "T20"]) == 321
    assert apply_turn(40, ["D20"]) == 0


def test_bust_leaves_score():
    assert apply_turn(40, ["T20"]) == 40
    assert apply_turn(20, ["S19"]) == 20
    assert apply_turn(20, ["S10", "S10"]) == 20


def test_three_dart_average():
    assert three_dart_average([["T20", "T20", "T20"], ["S1", "S1"]]) == 109.2
    assert three_dart_average([]) == 0


def test_play_leg_stops_at_finish():
    turns = [["T20"] * 3] * 2 + [["T20", "T19", "D12"], ["S1"]]
    assert play_leg(turns, 501) == [321, 141, 0]
