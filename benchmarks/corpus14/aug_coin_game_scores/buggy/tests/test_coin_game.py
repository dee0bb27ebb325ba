import pytest

from coin_game import (best_margin, best_score, even_count_strategy, first_player_wins,
                       greedy_play, optimal_play)


@pytest.mark.parametrize(
    "coins, score",
    [([5, 3, 7, 10], 15), ([8, 15, 3, 7], 22), ([2, 2, 2, 2], 4), ([20, 30, 2, 2, 2, 10], 42)],
)
def test_best_score(coins, score):
    assert best_score(coins) == score


def test_margin_and_winner():
    assert best_margin([1, 5, 2]) == -2
    assert not first_player_wins([1, 5, 2])
    assert first_player_wins([8, 15, 3, 7])
    assert best_margin([]) == 0


def test_single_coin():
    assert best_score([9]) == 9
    assert optimal_play([9]) == ([("left", 9)], [9, 0])


def test_optimal_play_moves():
    moves, _ = optimal_play([8, 15, 3, 7])
    assert moves == [("right", 7), ("left", 8), ("left", 15), ("left", 3)]


def test_optimal_play_scores():
    _, scores = optimal_play([8, 15, 3, 7])
    assert scores == [22, 11]


def test_optimal_play_agrees_with_best_score():
    coins = [3, 9, 1, 2, 8, 4, 7, 6, 5]
    moves, scores = optimal_play(coins)
    assert sorted(v for _, v in moves) == sorted(coins)
    assert scores[0] == best_score(coins)
    assert scores[0] - scores[1] == best_margin(coins)


def test_greedy_can_lose_to_optimal():
    coins = [8, 15, 3, 7]
    assert greedy_play(coins) == [15, 18]
    assert best_score(coins) > greedy_play(coins)[0]


def test_even_count_strategy():
    assert even_count_strategy([5, 3, 7, 10]) == ("odd", 13)
    with pytest.raises(ValueError):
        even_count_strategy([1, 2, 3])
