from decimal import Decimal

import pytest

from inventory import Inventory, StockError


@pytest.fixture
def stock():
    inv = Inventory()
    inv.add_item("BOLT", "M6 bolt", "acme", "0.10", reorder_level=100, reorder_qty=500,
                 on_hand=120)
    inv.add_item("NUT", "M6 nut", "acme", "0.05", reorder_level=100, reorder_qty=500,
                 on_hand=900)
    inv.add_item("DRILL", "Cordless drill", "tooly", "89.00", reorder_level=2, reorder_qty=1,
                 on_hand=3)
    return inv


def test_reserve_and_ship(stock):
    stock.reserve("DRILL", 2)
    assert stock["DRILL"].available == 1
    stock.ship("DRILL", 2)
    assert (stock["DRILL"].on_hand, stock["DRILL"].reserved) == (1, 0)


def test_cannot_reserve_more_than_available(stock):
    stock.reserve("DRILL", 3)
    with pytest.raises(StockError):
        stock.reserve("DRILL", 1)


def test_cannot_ship_unreserved_units(stock):
    with pytest.raises(StockError):
        stock.ship("BOLT", 1)


def test_nothing_to_reorder_at_first(stock):
    assert stock.needs_reorder() == []
    assert stock.purchase_orders() == {}


def test_reservations_trigger_a_reorder(stock):
    stock.reserve("BOLT", 30)
    stock.reserve("DRILL", 1)
    assert stock.needs_reorder() == ["BOLT", "DRILL"]


def test_purchase_orders_by_supplier(stock):
    stock.reserve("BOLT", 50)
    stock.reserve("DRILL", 3)
    orders = stock.purchase_orders()
    assert [(line.sku, line.quantity) for line in orders["acme"]] == [("BOLT", 500)]
    assert [(line.sku, line.quantity) for line in orders["tooly"]] == [("DRILL", 3)]
    assert stock.order_totals() == {"acme": Decimal("50.00"), "tooly": Decimal("267.00")}


def test_valuation_counts_what_is_on_the_shelf(stock):
    stock.reserve("DRILL", 1)
    assert stock.valuation() == Decimal("324.00")


def test_duplicate_sku(stock):
    with pytest.raises(ValueError):
        stock.add_item("NUT", "Nut", "acme", "0.05", 1, 1)
