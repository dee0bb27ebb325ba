"""Stock span with a monotonic stack.

The span of day i is the number of consecutive days ending at i whose price was at most
the price of day i (day i itself included).
"""


def spans(prices):
    """The span of every day, in O(n) overall."""
    result = []
    stack = []  # days whose prices strictly decrease from bottom to top
    for day, price in enumerate(prices):
        while stack and prices[stack[-1]] < price:
            stack.pop()
        result.append(day + 1 if not stack else day - stack[-1])
        stack.append(day)
    return result


def previous_higher(prices):
    """For every day, the latest earlier day with a strictly higher price, or -1."""
    return [day - span for day, span in enumerate(spans(prices))]


def longest_span(prices):
    """The largest span over all days (0 for no prices)."""
    return max(spans(prices), default=0)


class StockSpanner:
    """Online version: feed one price a day, get that day's span back."""

    def __init__(self):
        self._stack = []  # (price, span) pairs with strictly decreasing prices

    def next(self, price):
        span = 1
        while self._stack and self._stack[-1][0] <= price:
            span += self._stack.pop()[1]
        self._stack.append((price, span))
        return span
