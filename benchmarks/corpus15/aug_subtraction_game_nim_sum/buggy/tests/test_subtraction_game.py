import pytest

from subtraction_game import SubtractionGame, mex


def test_mex():
    assert mex(set()) == 0
    assert mex({0, 1, 3}) == 2
    assert mex({1, 2}) == 0


def test_moves_must_be_positive():
    with pytest.raises(ValueError):
        SubtractionGame([0, 2])
    with pytest.raises(ValueError):
        SubtractionGame([])


def test_take_one_or_two_has_period_three():
    game = SubtractionGame([1, 2])
    assert game.sequence(9) == [0, 1, 2, 0, 1, 2, 0, 1, 2]
    assert game.losing_heaps(12) == [0, 3, 6, 9, 12]


def test_grundy_values_of_1_3_4():
    game = SubtractionGame([4, 1, 3])
    assert game.sequence(14) == [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]


def test_single_heap_games():
    game = SubtractionGame([1, 3, 4])
    assert game.first_player_wins([5])
    assert not game.first_player_wins([7])
    assert game.winning_moves([5]) == [(0, 3)]


def test_two_equal_heaps_lose():
    game = SubtractionGame([1, 2])
    assert game.nim_sum([4, 4]) == 0
    assert not game.first_player_wins([5, 8])


def test_nim_sum_of_three_heaps():
    game = SubtractionGame([1, 3, 4])
    assert game.nim_sum([4, 5, 1]) == 0
    assert game.nim_sum([4, 5, 2]) == 1
    assert game.winning_moves([4, 5, 2]) == [(1, 1), (2, 1)]


def test_winning_moves_leave_a_loss():
    game = SubtractionGame([2, 5, 6])
    heaps = [9, 14, 3, 7]
    moves = game.winning_moves(heaps)
    assert moves
    for move in moves:
        assert not game.first_player_wins(game.play(heaps, move))


def test_illegal_moves_are_rejected():
    game = SubtractionGame([2, 3])
    with pytest.raises(ValueError):
        game.play([5, 1], (1, 2))
    with pytest.raises(ValueError):
        game.play([5, 1], (0, 1))
