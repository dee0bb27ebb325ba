from datetime import date

import pytest

from shop.cart import SHIPPING_FEE, Cart
from shop.coupons import Coupon, coupon_discount

TODAY = date(2026, 3, 14)


@pytest.fixture
def cart() -> Cart:
    c = Cart()
    c.add("tea", "food", 4.5, 2)
    c.add("mug", "home", 12.0)
    c.add("jam", "food", 3.25, 4)
    return c


def test_subtotal_and_merge(cart: Cart) -> None:
    assert cart.subtotal() == 34.0
    cart.add("tea", "food", 4.5)
    assert cart.lines["tea"].quantity == 3
    assert cart.subtotal() == 38.5


def test_remove(cart: Cart) -> None:
    cart.remove("jam", 4)
    assert "jam" not in cart.lines
    cart.remove("tea")
    assert cart.lines["tea"].quantity == 1


@pytest.mark.parametrize(
    "coupon, expected",
    [
        (Coupon("TEN", percent=10), 3.4),
        (Coupon("FOOD5", amount=5, category="food"), 5.0),
        (Coupon("BIG", percent=50, minimum=40), 0.0),
        (Coupon("HOME", percent=100, category="home"), 12.0),
        (Coupon("OLD", percent=10, expires=date(2026, 1, 1)), 0.0),
        (Coupon("TOYS", amount=5, category="toys"), 0.0),
    ],
)
def test_coupon_discount(cart: Cart, coupon: Coupon, expected: float) -> None:
    cart.apply(coupon)
    assert cart.discount(TODAY) == expected


def test_coupon_codes_count_once(cart: Cart) -> None:
    cart.apply(Coupon("TEN", percent=10))
    with pytest.raises(ValueError):
        cart.apply(Coupon("TEN", percent=20))


def test_coupon_expiring_today_still_works() -> None:
    assert coupon_discount(Coupon("X", amount=2, expires=TODAY), [("a", 10.0)], TODAY) == 2.0


def test_shipping(cart: Cart) -> None:
    assert cart.shipping(TODAY) == SHIPPING_FEE
    assert cart.total(TODAY) == 38.95
    cart.add("kettle", "home", 16.0)
    assert cart.shipping(TODAY) == 0.0
    cart.apply(Coupon("TEN", percent=10))
    assert cart.shipping(TODAY) == SHIPPING_FEE
    assert Cart(member=True).shipping(TODAY) == 0.0


def test_member_pays_no_shipping(cart: Cart) -> None:
    cart.member = True
    assert cart.total(TODAY) == 34.0
