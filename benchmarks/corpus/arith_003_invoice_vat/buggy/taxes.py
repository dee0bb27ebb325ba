"""VAT helpers shared by invoicing and the quote calculator."""

from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")
RATES = {"standard": Decimal("20"), "reduced": Decimal("5"), "zero": Decimal("0")}


def rate_for(category: str) -> Decimal:
    """VAT percentage for a product category."""
    try:
        return RATES[category]
    except KeyError:
        raise ValueError(f"unknown VAT category {category!r}") from None


def gross(net: Decimal, rate: Decimal) -> Decimal:
    """Net amount plus VAT at rate percent, rounded to cents."""
    return (net * (1 - rate / 100)).quantize(CENT, rounding=ROUND_HALF_UP)
