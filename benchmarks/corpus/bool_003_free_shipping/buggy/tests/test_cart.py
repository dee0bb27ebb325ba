from decimal import Decimal

from cart import Cart


def test_small_order_pays_shipping():
    cart = Cart()
    cart.add("mug", Decimal("8.00"), 2)
    assert cart.total() == Decimal("20.95")


def test_member_ships_free():
    cart = Cart(member=True)
    cart.add("mug", Decimal("8.00"))
    assert cart.total() == Decimal("8.00")


def test_large_order_ships_free():
    cart = Cart()
    cart.add("lamp", Decimal("60.00"))
    assert cart.free_shipping
