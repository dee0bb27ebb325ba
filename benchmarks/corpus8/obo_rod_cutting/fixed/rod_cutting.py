"""Rod cutting: the best revenue from cutting a rod into priced pieces (bottom-up DP)."""


def _solve(prices, length, cut_cost=0):
    """Best revenue for every rod length up to `length`, and the first piece of each best cut.

    prices[i] is the price of a piece of length i + 1; lengths above len(prices) cannot
    be sold in one piece. Every cut costs cut_cost; a rod may also be left unsold.
    """
    if length < 0:
        raise ValueError("length cannot be negative")
    revenue = [0] * (length + 1)
    first = [0] * (length + 1)
    for n in range(1, length + 1):
        for piece in range(1, min(n, len(prices)) + 1):
            value = prices[piece - 1] + revenue[n - piece]
            if piece < n:
                value -= cut_cost
            if value > revenue[n]:
                revenue[n], first[n] = value, piece
    return revenue, first


def best_revenue(prices, length, cut_cost=0):
    """The most money a rod of this length brings when cut optimally."""
    return _solve(prices, length, cut_cost)[0][length]


def best_cuts(prices, length, cut_cost=0):
    """The piece lengths of one optimal cutting, in the order they are cut off."""
    _, first = _solve(prices, length, cut_cost)
    pieces = []
    while length > 0 and first[length]:
        pieces.append(first[length])
        length -= first[length]
    return pieces


def revenue_table(prices, up_to):
    """Best revenue for each rod length 0..up_to."""
    return _solve(prices, up_to)[0]
