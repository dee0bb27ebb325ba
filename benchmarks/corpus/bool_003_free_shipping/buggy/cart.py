"""Shopping cart with shipping rules."""

from decimal import Decimal

FREE_SHIPPING_OVER = Decimal("50")
SHIPPING_FEE = Decimal("4.95")


class Cart:
    """Items of one customer's cart."""

    def __init__(self, member: bool = False) -> None:
        self.member = member
        self.items: dict[str, tuple[Decimal, int]] = {}

    def add(self, sku: str, price: Decimal, quantity: int = 1) -> None:
        _, old_qty = self.items.get(sku, (price, 0))
        self.items[sku] = (price, old_qty + quantity)

    def subtotal(self) -> Decimal:
        return sum((price * qty for price, qty in self.items.values()), Decimal("0"))

    @property
    def free_shipping(self) -> bool:
        """Members always ship free; others from FREE_SHIPPING_OVER on."""
        return self.member and self.subtotal() >= FREE_SHIPPING_OVER

    def total(self) -> Decimal:
        shipping = Decimal("0") if self.free_shipping or not self.items else SHIPPING_FEE
        return self.subtotal() + shipping
