"""Behaviour probe: random carts with random coupons on random days."""

import random
from datetime import date


def _call(fn, *args):
    try:
        return fn(*args)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    cart_mod, coupons = mod_loader("shop.cart"), mod_loader("shop.coupons")
    rng = random.Random(73)
    out = []
    for _ in range(60):
        cart = cart_mod.Cart(member=rng.random() < 0.2)
        for i in range(rng.randint(0, 4)):
            _call(cart.add, f"s{rng.randint(0, 3)}", rng.choice(["food", "home"]),
                  rng.choice([1.5, 4.0, 9.99, 20.0]), rng.randint(0, 3))
        for i in range(rng.randint(0, 2)):
            _call(cart.apply, coupons.Coupon(
                f"C{rng.randint(0, 2)}", percent=rng.choice([0, 10, 25]),
                amount=rng.choice([0, 3]), minimum=rng.choice([0, 20, 40]),
                category=rng.choice([None, "food", "home"]),
                expires=rng.choice([None, date(2026, 1, 1), date(2026, 6, 1)])))
        today = rng.choice([date(2026, 1, 1), date(2026, 3, 1), date(2026, 6, 1)])
        out.append((cart.subtotal(), cart.discount(today), cart.shipping(today), cart.total(today)))
    for price in range(30, 70, 2):  # around the free-shipping threshold
        cart = cart_mod.Cart()
        cart.add("x", "home", float(price))
        cart.apply(coupons.Coupon("Q", percent=25))
        out.append((price, cart.shipping(date(2026, 3, 1)), cart.total(date(2026, 3, 1))))
    return out
