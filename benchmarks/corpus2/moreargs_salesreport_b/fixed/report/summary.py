"""Aggregate sales by region and product and render a plain-text report."""

from __future__ import annotations

from collections import defaultdict

from report.parsing import Sale


def revenue_by(sales: list[Sale], field: str) -> dict[str, float]:
    """Total revenue per value of field ('region' or 'product'), rounded to cents."""
    totals: dict[str, float] = defaultdict(float)
    for sale in sales:
        totals[getattr(sale, field)] += sale.revenue
    return {key: round(value, 2) for key, value in totals.items()}


def top(totals: dict[str, float], count: int = 3) -> list[tuple[str, float]]:
    """The count largest entries, largest first, ties by name."""
    return sorted(totals.items(), key=lambda item: (-item[1], item[0]))[:count]


def growth(previous: float, current: float) -> float | None:
    """Percentage change from previous to current; None when previous is zero."""
    if previous == 0:
        return None
    return round((current - previous) / abs(previous) * 100, 1)


def format_money(amount: float) -> str:
    return f"{amount:,.2f}"


def render(sales: list[Sale], title: str = "Sales") -> str:
    """A fixed-width report: title, regions by revenue, top products, total."""
    regions = revenue_by(sales, "region")
    products = revenue_by(sales, "product")
    width = max([len(title), *(len(name) for name in regions)], default=0) + 14
    lines = [title.upper(), "=" * width]
    for name, amount in top(regions, len(regions)):
        lines.append(f"{name:<{width - 14}}{format_money(amount):>14}")
    lines.append("-" * width)
    lines.append("top products: " + ", ".join(name for name, _ in top(products)))
    total = sum(regions.values())
    lines.append(f"{'total':<{width - 14}}{format_money(total):>14}")
    return "\n".join(lines)
