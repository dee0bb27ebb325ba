"""A tiny stock-keeping module with one real bug for pytest-selfheal to heal."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Item:
    sku: str
    price: float
    quantity: int = 0


@dataclass
class Inventory:
    items: dict[str, Item] = field(default_factory=dict)
    reorder_level: int = 5

    def add(self, sku: str, price: float, quantity: int = 0) -> Item:
        """Add stock for a SKU, creating it on first sight."""
        item = self.items.get(sku)
        if item is None:
            item = self.items[sku] = Item(sku, price, 0)
        item.quantity += quantity
        return item

    def remove(self, sku: str, quantity: int) -> None:
        """Take stock out; refuse to go below zero."""
        item = self.items[sku]
        if quantity > item.quantity:
            raise ValueError(f"only {item.quantity} of {sku} in stock")
        item.quantity -= quantity

    def needs_reorder(self) -> list[str]:
        """SKUs at or below the reorder level, sorted."""
        return sorted(sku for sku, item in self.items.items() if item.quantity < self.reorder_level)

    def value(self) -> float:
        """Total value of the stock on hand."""
        return round(sum(item.price * item.quantity for item in self.items.values()), 2)
