from decimal import Decimal

from sales import average_order_value, kpis, revenue


def test_revenue():
    assert revenue([Decimal("1.10"), Decimal("2.20")]) == Decimal("3.30")


def test_average():
    assert average_order_value([Decimal("10"), Decimal("5")]) == Decimal("7.50")


def test_kpis_without_orders():
    assert kpis([]) == {"orders": "0", "revenue": "0.00", "aov": "0.00"}
