"""Reorder decisions for stocked items."""

from dataclasses import dataclass


@dataclass
class StockItem:
    """An item on the shelf; reserved units belong to open orders."""

    sku: str
    on_hand: int
    reserved: int = 0
    reorder_point: int = 10

    @property
    def available(self) -> int:
        """Units that can still be sold."""
        return max(self.on_hand - self.reserved, 0)

    def reserve(self, quantity: int) -> None:
        if quantity > self.available:
            raise ValueError(f"only {self.available} of {self.sku} available")
        self.reserved += quantity

    def needs_reorder(self) -> bool:
        """True once the sellable quantity is at or below the reorder point."""
        return self.available <= self.reorder_point


def reorder_list(items: list[StockItem]) -> list[str]:
    """SKUs to reorder, sorted."""
    return sorted(item.sku for item in items if item.needs_reorder())
