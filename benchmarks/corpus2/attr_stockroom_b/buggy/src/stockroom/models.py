"""Plain data records of the inventory."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Item:
    """A stock keeping unit with its current quantity and reorder policy."""

    sku: str
    name: str
    unit_cost: float
    on_hand: int = 0
    reorder_level: int = 5
    reorder_qty: int = 20

    def needs_reorder(self) -> bool:
        """True when the quantity on hand has fallen to the reorder level or below."""
        return self.on_hand <= self.reorder_level


@dataclass(frozen=True)
class Movement:
    """One change of stock: positive for receipts, negative for shipments."""

    sku: str
    delta: int
    reason: str
