from decimal import Decimal

import pytest

from money import monthly_rate, round_cents, split_evenly, to_cents


@pytest.mark.parametrize(
    "amount, cents",
    [(1.005, "1.01"), ("2.675", "2.68"), (-1.005, "-1.01"), (10, "10.00"), (0.004, "0.00")],
)
def test_to_cents_rounds_half_up(amount, cents: str) -> None:
    assert to_cents(amount) == Decimal(cents)


def test_monthly_rate() -> None:
    assert monthly_rate(6) == Decimal("0.005")
    assert monthly_rate(0) == 0


def test_round_cents_is_deprecated() -> None:
    with pytest.warns(DeprecationWarning):
        assert round_cents(2.675) == 2.68


@pytest.mark.parametrize(
    "amount, parts, expected",
    [(100, 3, ["33.34", "33.33", "33.33"]), (10, 4, ["2.50"] * 4), ("0.05", 2, ["0.03", "0.02"])],
)
def test_split_evenly(amount, parts: int, expected: list[str]) -> None:
    shares = split_evenly(amount, parts)
    assert shares == [Decimal(e) for e in expected]
    assert sum(shares) == to_cents(amount)
