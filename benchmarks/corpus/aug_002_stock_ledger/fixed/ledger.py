"""Inventory ledger: receipts and shipments per SKU."""

from collections import defaultdict


class OutOfStock(Exception):
    """Raised when a shipment exceeds the stock on hand."""


class Ledger:
    """Stock levels driven by receiving and shipping goods."""

    def __init__(self) -> None:
        self.levels: defaultdict[str, int] = defaultdict(int)
        self.moves: list[tuple[str, int]] = []

    def receive(self, sku: str, quantity: int) -> None:
        if quantity <= 0:
            raise ValueError("quantity must be positive")
        self.levels[sku] += quantity
        self.moves.append((sku, quantity))

    def ship(self, sku: str, quantity: int) -> None:
        if quantity <= 0:
            raise ValueError("quantity must be positive")
        if quantity > self.levels[sku]:
            raise OutOfStock(f"{sku}: {self.levels[sku]} on hand, {quantity} ordered")
        self.levels[sku] -= quantity
        self.moves.append((sku, -quantity))

    def on_hand(self, sku: str) -> int:
        return self.levels[sku]
