"""A shopping cart: lines, promotion codes, shipping and the order total."""

from dataclasses import dataclass
from decimal import Decimal

from discounts import ZERO, BuyXGetY, FixedOff, PercentOff, best_discount, to_cents

FREE_SHIPPING_FROM = Decimal("50.00")
SHIPPING_FEE = Decimal("4.95")

PROMOTIONS = {
    "SAVE10": PercentOff(Decimal("10"), minimum=Decimal("100")),
    "WELCOME5": FixedOff(Decimal("5"), minimum=Decimal("20")),
    "SOCKS3FOR2": BuyXGetY("SOCK", buy=2, free=1),
}


@dataclass
class Line:
    sku: str
    unit_price: Decimal
    quantity: int

    @property
    def total(self):
        return to_cents(self.unit_price * self.quantity)


class Cart:
    def __init__(self, promotions=None):
        self._lines = {}
        self._codes = []
        self._promotions = PROMOTIONS if promotions is None else promotions

    def add(self, sku, unit_price, quantity=1):
        if quantity <= 0:
            raise ValueError("quantity must be positive")
        price = Decimal(str(unit_price))
        line = self._lines.get(sku)
        if line is None:
            self._lines[sku] = Line(sku, price, quantity)
        elif line.unit_price != price:
            raise ValueError(f"price of {sku} changed from {line.unit_price} to {price}")
        else:
            line.quantity += quantity

    def remove(self, sku, quantity=None):
        line = self._lines.get(sku)
        if line is None:
            raise KeyError(sku)
        if quantity is None or quantity >= line.quantity:
            del self._lines[sku]
        else:
            line.quantity -= quantity

    def apply_code(self, code):
        code = code.strip().upper()
        if code not in self._promotions:
            raise KeyError(f"unknown promotion code {code!r}")
        if code not in self._codes:
            self._codes.append(code)

    @property
    def lines(self):
        return sorted(self._lines.values(), key=lambda line: line.sku)

    @property
    def subtotal(self):
        return sum((line.total for line in self._lines.values()), ZERO)

    def discount(self):
        rules = [self._promotions[code] for code in self._codes]
        return best_discount(rules, self.subtotal, self.lines)[1]

    def shipping(self):
        if not self._lines:
            return ZERO
        if self.subtotal - self.discount() >= FREE_SHIPPING_FROM:
            return ZERO
        return SHIPPING_FEE

    def total(self):
        return self.subtotal - self.discount() + self.shipping()

    def summary(self):
        rows = [f"{line.quantity} x {line.sku} @ {line.unit_price} = {line.total}"
                for line in self.lines]
        rows.append(f"discount -{self.discount()}")
        rows.append(f"shipping {self.shipping()}")
        rows.append(f"total {self.total()}")
        return "\n".join(rows)
