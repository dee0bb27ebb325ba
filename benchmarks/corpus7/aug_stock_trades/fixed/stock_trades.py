"""Best profits from buying and selling one share, under different trading rules.

prices[i] is the price on day i; a share must be bought before it is sold and at most one
share is held at a time.
"""

import math


def best_single_trade(prices):
    """(buy_day, sell_day, profit) of the best single trade, or None if none gains."""
    best = None
    low_day = 0
    for day in range(1, len(prices)):
        if prices[day] < prices[low_day]:
            low_day = day
            continue
        gain = prices[day] - prices[low_day]
        if gain > 0 and (best is None or gain > best[2]):
            best = (low_day, day, gain)
    return best


def max_profit_unlimited(prices):
    """The best total profit with as many trades as wanted."""
    profit = 0
    for day in range(1, len(prices)):
        gain = prices[day] - prices[day - 1]
        if gain > 0:
            profit += gain
    return profit


def max_profit_k(prices, k):
    """The best total profit with at most k trades."""
    if k < 0:
        raise ValueError("k must not be negative")
    if k >= len(prices) // 2:
        return max_profit_unlimited(prices)
    hold = [-math.inf] * (k + 1)
    cash = [0] * (k + 1)
    for price in prices:
        for t in range(1, k + 1):
            hold[t] = max(hold[t], cash[t - 1] - price)
            cash[t] = max(cash[t], hold[t] + price)
    return cash[k]


def max_profit_with_fee(prices, fee):
    """The best total profit when every sale costs fee."""
    cash, hold = 0, -math.inf
    for price in prices:
        cash, hold = max(cash, hold + price - fee), max(hold, cash - price)
    return cash


def max_profit_with_cooldown(prices):
    """The best total profit when a sale forbids buying on the next day."""
    hold, sold, rest = -math.inf, 0, 0
    for price in prices:
        hold, sold, rest = max(hold, rest - price), hold + price, max(rest, sold)
    return max(sold, rest)
