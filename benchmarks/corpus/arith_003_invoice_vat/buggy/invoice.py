"""Invoices made of lines, each with its own VAT category."""

from dataclasses import dataclass, field
from decimal import Decimal

from taxes import gross, rate_for


@dataclass
class Invoice:
    """A customer invoice."""

    customer: str
    lines: list[tuple[str, Decimal, str]] = field(default_factory=list)

    def add(self, description: str, net: Decimal, category: str = "standard") -> None:
        rate_for(category)
        self.lines.append((description, net, category))

    def net_total(self) -> Decimal:
        return sum((net for _, net, _ in self.lines), Decimal("0"))

    def total(self) -> Decimal:
        """Amount due including VAT."""
        return sum((gross(net, rate_for(cat)) for _, net, cat in self.lines), Decimal("0"))
