import pytest

from ledger import Ledger, OutOfStock


def test_receive():
    ledger = Ledger()
    ledger.receive("cup", 5)
    assert ledger.on_hand("cup") == 5


def test_ship_too_much():
    with pytest.raises(OutOfStock):
        Ledger().ship("cup", 1)


def test_ship_reduces_stock():
    ledger = Ledger()
    ledger.receive("cup", 5)
    ledger.ship("cup", 2)
    assert ledger.on_hand("cup") == 3
