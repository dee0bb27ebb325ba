"""Sales KPIs for the shop dashboard."""

from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")


def revenue(orders: list[Decimal]) -> Decimal:
    """Sum of order amounts."""
    return sum(orders, Decimal("0"))


def average_order_value(orders: list[Decimal]) -> Decimal:
    """Mean order amount, rounded to cents; zero when there are no orders."""
    mean = revenue(orders) / len(orders)
    return mean.quantize(CENT, rounding=ROUND_HALF_UP)


def kpis(orders: list[Decimal]) -> dict[str, str]:
    """Headline figures as display strings."""
    return {
        "orders": str(len(orders)),
        "revenue": str(revenue(orders).quantize(CENT)),
        "aov": str(average_order_value(orders)),
    }
