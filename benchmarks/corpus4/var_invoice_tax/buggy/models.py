"""Data types of the invoicing service."""

from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")


def money(value):
    return Decimal(str(value)).quantize(CENT, rounding=ROUND_HALF_UP)


@dataclass(frozen=True)
class Customer:
    name: str
    country: str
    vat_id: str = ""

    @property
    def reverse_charge(self):
        """Business customers abroad in the EU pay the VAT themselves."""
        return bool(self.vat_id) and self.country != "DE"


@dataclass(frozen=True)
class LineItem:
    description: str
    quantity: int
    unit_price: Decimal
    category: str = "standard"
    discount_percent: Decimal = Decimal("0")

    @property
    def gross(self):
        return money(self.unit_price * self.quantity)

    @property
    def discount(self):
        return money(self.gross * self.discount_percent / 100)

    @property
    def net(self):
        return self.gross - self.discount


@dataclass
class TaxTable:
    rates: dict = field(default_factory=lambda: {"standard": Decimal("19"),
                                                 "reduced": Decimal("7"),
                                                 "exempt": Decimal("0")})

    def rate(self, category):
        try:
            return self.rates[category]
        except KeyError:
            raise ValueError(f"no tax rate for category {category!r}") from None
