"""Stock items of a small warehouse."""

from dataclasses import dataclass
from decimal import Decimal


@dataclass
class Item:
    sku: str
    name: str
    supplier: str
    unit_cost: Decimal
    reorder_level: int  # reorder when the available stock falls to this level
    reorder_qty: int  # the minimum quantity a supplier accepts per order
    on_hand: int = 0
    reserved: int = 0  # promised to open customer orders, still on the shelf

    @property
    def available(self):
        return self.on_hand - self.reserved

    @property
    def value(self):
        return self.unit_cost * self.on_hand


@dataclass(frozen=True)
class OrderLine:
    sku: str
    quantity: int
    cost: Decimal
