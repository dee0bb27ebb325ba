"""Build an invoice: net lines, tax per rate, totals and a plain-text rendering."""

from collections import defaultdict
from decimal import Decimal

from models import LineItem, TaxTable, money


class Invoice:
    def __init__(self, number, customer, tax_table=None):
        self.number = number
        self.customer = customer
        self.tax_table = tax_table or TaxTable()
        self.items = []

    def add(self, description, quantity, unit_price, category="standard", discount=0):
        if quantity <= 0:
            raise ValueError("quantity must be positive")
        self.tax_table.rate(category)  # unknown categories fail early
        item = LineItem(description, quantity, money(unit_price), category,
                        Decimal(str(discount)))
        self.items.append(item)
        return item

    @property
    def net_total(self):
        return sum((item.net for item in self.items), Decimal("0.00"))

    def tax_breakdown(self):
        """{rate: (net amount, tax)} with the tax rounded once per rate."""
        nets = defaultdict(lambda: Decimal("0.00"))
        for item in self.items:
            nets[self.tax_table.rate(item.category)] += item.net
        breakdown = {}
        for rate, net in sorted(nets.items()):
            tax = Decimal("0.00") if self.customer.reverse_charge else money(item.net * rate / 100)
            breakdown[rate] = (net, tax)
        return breakdown

    @property
    def tax_total(self):
        return sum((tax for _, tax in self.tax_breakdown().values()), Decimal("0.00"))

    @property
    def total(self):
        return self.net_total + self.tax_total

    def render(self):
        lines = [f"Invoice {self.number} for {self.customer.name}"]
        for item in self.items:
            text = f"{item.quantity} x {item.description} @ {item.unit_price}"
            if item.discount:
                text += f" -{item.discount}"
            lines.append(f"{text}: {item.net}")
        for rate, (net, tax) in self.tax_breakdown().items():
            lines.append(f"VAT {rate}% on {net}: {tax}")
        if self.customer.reverse_charge:
            lines.append("Reverse charge: VAT to be paid by the recipient")
        lines.append(f"Total: {self.total}")
        return "\n".join(lines)
