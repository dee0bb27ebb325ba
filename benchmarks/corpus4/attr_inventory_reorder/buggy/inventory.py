"""Inventory operations and purchase planning for reorder points."""

from collections import defaultdict
from decimal import Decimal

from models import Item, OrderLine


class StockError(Exception):
    pass


class Inventory:
    def __init__(self):
        self._items = {}

    def add_item(self, sku, name, supplier, unit_cost, reorder_level, reorder_qty, on_hand=0):
        if sku in self._items:
            raise ValueError(f"duplicate sku {sku}")
        item = Item(sku, name, supplier, Decimal(str(unit_cost)), reorder_level, reorder_qty,
                    on_hand)
        self._items[sku] = item
        return item

    def __getitem__(self, sku):
        return self._items[sku]

    def receive(self, sku, quantity):
        self._items[sku].on_hand += quantity

    def reserve(self, sku, quantity):
        item = self._items[sku]
        if quantity > item.available:
            raise StockError(f"{sku}: only {item.available} available, {quantity} requested")
        item.reserved += quantity

    def ship(self, sku, quantity):
        """Ship reserved units: they leave the shelf and the reservation."""
        item = self._items[sku]
        if quantity > item.reserved:
            raise StockError(f"{sku}: only {item.reserved} reserved")
        item.reserved -= quantity
        item.on_hand -= quantity

    def needs_reorder(self):
        return sorted(sku for sku, item in self._items.items()
                      if item.on_hand <= item.reorder_level)

    def order_quantity(self, item):
        """Enough to get back above the reorder level, at least the supplier's minimum."""
        shortfall = item.reorder_level - item.available + 1
        return max(item.reorder_qty, shortfall)

    def purchase_orders(self):
        """{supplier: [OrderLine, ...]} for every item at or below its reorder level."""
        orders = defaultdict(list)
        for sku in self.needs_reorder():
            item = self._items[sku]
            qty = self.order_quantity(item)
            orders[item.supplier].append(OrderLine(sku, qty, item.unit_cost * qty))
        return dict(orders)

    def order_totals(self):
        return {supplier: sum((line.cost for line in lines), Decimal("0"))
                for supplier, lines in self.purchase_orders().items()}

    def valuation(self):
        return sum((item.value for item in self._items.values()), Decimal("0"))
