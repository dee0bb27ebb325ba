import pytest

from orders import Order
from stockroom import Stockroom


def test_order_reserves():
    room = Stockroom({"pen": 10})
    Order(room, {"pen": 3})
    assert room.free["pen"] == 7 and room.reserved["pen"] == 3


def test_ship_then_cancel_fails():
    order = Order(Stockroom({"pen": 10}), {"pen": 3})
    order.ship()
    with pytest.raises(ValueError):
        order.cancel()


def test_cancel_returns_stock():
    room = Stockroom({"pen": 10, "ink": 2})
    order = Order(room, {"pen": 3, "ink": 2})
    order.cancel()
    assert room.free == {"pen": 10, "ink": 2}
    assert order.status == "cancelled"
