import pytest

from warehouse import Warehouse


def test_total_over_bins():
    w = Warehouse()
    w.stock("bolt", 5)
    w.stock("bolt", 7)
    w.stock("nut", 1)
    assert w.total("bolt") == 12


def test_negative_stock():
    with pytest.raises(ValueError):
        Warehouse().stock("bolt", -1)


def test_low_stock_reports_every_bin():
    w = Warehouse()
    w.stock("bolt", 1)
    w.stock("nut", 50)
    w.stock("screw", 2)
    assert w.low_stock(5) == [0, 2]
