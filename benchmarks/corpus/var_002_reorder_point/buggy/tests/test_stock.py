import pytest

from stock import StockItem, reorder_list


def test_reserve_too_much():
    item = StockItem("A", on_hand=5)
    with pytest.raises(ValueError):
        item.reserve(6)


def test_low_on_hand():
    assert reorder_list([StockItem("B", 3), StockItem("A", 50)]) == ["B"]


def test_reservations_trigger_reorder():
    item = StockItem("C", on_hand=30, reorder_point=10)
    item.reserve(25)
    assert item.needs_reorder()
