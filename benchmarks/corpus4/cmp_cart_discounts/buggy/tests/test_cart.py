from decimal import Decimal

import pytest

from cart import Cart


def make_cart(*items):
    cart = Cart()
    for sku, price, qty in items:
        cart.add(sku, price, qty)
    return cart


def test_adding_the_same_product_twice_merges_the_line():
    cart = make_cart(("MUG", "8.50", 1), ("MUG", "8.50", 2))
    assert [(line.sku, line.quantity) for line in cart.lines] == [("MUG", 3)]
    assert cart.subtotal == Decimal("25.50")


def test_price_change_is_rejected():
    cart = make_cart(("MUG", "8.50", 1))
    with pytest.raises(ValueError):
        cart.add("MUG", "9.00")


def test_remove_part_of_a_line_and_then_all_of_it():
    cart = make_cart(("PEN", "1.20", 5))
    cart.remove("PEN", 2)
    assert cart.subtotal == Decimal("3.60")
    cart.remove("PEN")
    assert cart.lines == []
    with pytest.raises(KeyError):
        cart.remove("PEN")


def test_unknown_code():
    with pytest.raises(KeyError):
        Cart().apply_code("FREESTUFF")


@pytest.mark.parametrize(
    "price, discount",
    [("99.99", "0.00"), ("100.00", "10.00"), ("250.00", "25.00")],
)
def test_save10_needs_an_order_of_100(price, discount):
    cart = make_cart(("LAMP", price, 1))
    cart.apply_code(" save10 ")
    assert cart.discount() == Decimal(discount)


def test_best_code_wins():
    cart = make_cart(("BOOK", "30.00", 2))
    cart.apply_code("WELCOME5")
    cart.apply_code("SAVE10")
    assert cart.discount() == Decimal("5.00")


def test_three_socks_for_the_price_of_two():
    cart = make_cart(("SOCK", "4.00", 7), ("HAT", "12.00", 1))
    cart.apply_code("SOCKS3FOR2")
    assert cart.discount() == Decimal("8.00")


def test_shipping_is_free_from_50_after_discount():
    cart = make_cart(("BAG", "25.00", 2))
    assert cart.shipping() == Decimal("0.00")
    cart.apply_code("WELCOME5")
    assert cart.shipping() == Decimal("4.95")
    assert cart.total() == Decimal("49.95")


def test_summary_of_a_discounted_order():
    cart = make_cart(("CHAIR", "60.00", 2), ("PAD", "5.00", 4))
    cart.apply_code("SAVE10")
    assert cart.summary().splitlines() == [
        "2 x CHAIR @ 60.00 = 120.00",
        "4 x PAD @ 5.00 = 20.00",
        "discount -14.00",
        "shipping 0.00",
        "total 126.00",
    ]
