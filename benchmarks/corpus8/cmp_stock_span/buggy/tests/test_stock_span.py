import pytest
from stock_span import StockSpanner, longest_span, previous_higher, spans


def brute_force(prices):
    result = []
    for day, price in enumerate(prices):
        start = day
        while start > 0 and prices[start - 1] <= price:
            start -= 1
        result.append(day - start + 1)
    return result


def test_no_prices():
    assert spans([]) == []
    assert longest_span([]) == 0


def test_textbook_example():
    assert spans([100, 80, 60, 70, 60, 75, 85]) == [1, 1, 1, 2, 1, 4, 6]


def test_rising_and_falling():
    assert spans([1, 2, 3, 4]) == [1, 2, 3, 4]
    assert spans([4, 3, 2, 1]) == [1, 1, 1, 1]


def test_equal_prices_extend_the_span():
    assert spans([5, 5, 5]) == [1, 2, 3]
    assert spans([3, 7, 7, 2, 7]) == [1, 2, 3, 1, 5]


def test_previous_higher():
    assert previous_higher([100, 80, 60, 70, 60, 75, 85]) == [-1, 0, 1, 1, 3, 1, 0]


def test_longest_span():
    assert longest_span([10, 4, 5, 90, 120, 80]) == 5


@pytest.mark.parametrize("prices", [[2, 2, 1, 2, 3, 3], [9, 1, 9, 1, 9], [0, 0, 1, 0, 0, 1]])
def test_online_spanner_agrees(prices):
    spanner = StockSpanner()
    assert [spanner.next(p) for p in prices] == brute_force(prices)


def test_matches_brute_force():
    prices = [(i * 7919) % 13 for i in range(60)]
    assert spans(prices) == brute_force(prices)
