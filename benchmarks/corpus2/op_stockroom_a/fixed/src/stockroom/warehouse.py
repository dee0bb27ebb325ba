"""The warehouse: receiving, shipping and reporting on stock."""

from __future__ import annotations

from stockroom.models import Item, Movement


class InsufficientStock(Exception):
    """Raised when a shipment asks for more than is on hand."""


class Warehouse:
    """Holds items by SKU and keeps a history of every movement."""

    def __init__(self) -> None:
        self._items: dict[str, Item] = {}
        self._history: list[Movement] = []

    def register(self, item: Item) -> None:
        if item.sku in self._items:
            raise ValueError(f"duplicate sku {item.sku}")
        self._items[item.sku] = item

    def get(self, sku: str) -> Item:
        try:
            return self._items[sku]
        except KeyError:
            raise KeyError(f"unknown sku {sku}") from None

    def receive(self, sku: str, qty: int, reason: str = "receipt") -> int:
        """Add qty units of sku; returns the new quantity on hand."""
        if qty <= 0:
            raise ValueError("quantity must be positive")
        item = self.get(sku)
        item.on_hand += qty
        self._history.append(Movement(sku, qty, reason))
        return item.on_hand

    def ship(self, sku: str, qty: int, reason: str = "order") -> int:
        """Remove qty units of sku; refuses to go below zero."""
        if qty <= 0:
            raise ValueError("quantity must be positive")
        item = self.get(sku)
        if qty > item.on_hand:
            raise InsufficientStock(f"{sku}: {item.on_hand} on hand, {qty} requested")
        item.on_hand -= qty
        self._history.append(Movement(sku, -qty, reason))
        return item.on_hand

    def history(self, sku: str | None = None) -> list[Movement]:
        return [m for m in self._history if sku is None or m.sku == sku]

    def total_value(self) -> float:
        """Value of everything on hand at unit cost, rounded to cents."""
        return round(sum(item.unit_cost * item.on_hand for item in self._items.values()), 2)

    def reorder_list(self) -> list[tuple[str, int]]:
        """(sku, quantity to order) for every item at or below its reorder level, by sku."""
        return [
            (item.sku, item.reorder_qty)
            for item in sorted(self._items.values(), key=lambda i: i.sku)
            if item.needs_reorder()
        ]
