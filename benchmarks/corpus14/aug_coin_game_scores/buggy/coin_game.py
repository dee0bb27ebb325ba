"""Coins in a line: two players alternately take a coin from either end of a row.

The first player's best guaranteed margin (own total minus opponent's) obeys
    margin(i, j) = max(coins[i] - margin(i + 1, j), coins[j] - margin(i, j - 1))
over the remaining slice coins[i..j]; an empty slice has margin 0.
"""

from functools import lru_cache


def _margin_solver(coins):
    coins = tuple(coins)

    @lru_cache(maxsize=None)
    def margin(i, j):
        if i > j:
            return 0
        take_left = coins[i] - margin(i + 1, j)
        take_right = coins[j] - margin(i, j - 1)
        return max(take_left, take_right)

    return margin


def best_margin(coins):
    """Largest lead the first player can guarantee against perfect play."""
    return _margin_solver(coins)(0, len(coins) - 1)


def best_score(coins):
    """Total the first player collects when both sides play perfectly."""
    return (sum(coins) + best_margin(coins)) // 2


def first_player_wins(coins):
    """True if the first player can finish strictly ahead."""
    return best_margin(coins) > 0


def optimal_play(coins):
    """Replay a perfect game: ([(side, value), ...], [first total, second total])."""
    margin = _margin_solver(coins)
    i, j = 0, len(coins) - 1
    moves, scores, turn = [], [0, 0], 0
    while i <= j:
        if coins[i] - margin(i + 1, j) >= coins[j] - margin(i, j - 1):
            side, value = "left", coins[i]
            i += 1
        else:
            side, value = "right", coins[j]
            j -= 1
        moves.append((side, value))
        scores[turn] = value
        turn = 1 - turn
    return moves, scores


def greedy_play(coins):
    """Both players greedily grab the larger end coin; returns [first, second] totals."""
    i, j = 0, len(coins) - 1
    scores, turn = [0, 0], 0
    while i <= j:
        if coins[i] >= coins[j]:
            scores[turn] += coins[i]
            i += 1
        else:
            scores[turn] += coins[j]
            j -= 1
        turn = 1 - turn
    return scores


def even_count_strategy(coins):
    """With an even number of coins, first player can take all even or all odd slots."""
    if len(coins) % 2:
        raise ValueError("the parity strategy needs an even number of coins")
    even, odd = sum(coins[0::2]), sum(coins[1::2])
    return ("even", even) if even >= odd else ("odd", odd)
