"""Behaviour probe: random carts with random promotion codes."""

import random


def probe(import_module):
    mod = import_module("cart")
    rng = random.Random(401)
    out = []
    for _ in range(70):
        cart = mod.Cart()
        try:
            for _ in range(rng.randint(0, 4)):
                sku = rng.choice(["SOCK", "LAMP", "BOOK", "PEN"])
                price = {"SOCK": "5.00", "LAMP": "25.00", "BOOK": "20.00", "PEN": "2.50"}[sku]
                cart.add(sku, price, rng.randint(1, 5))
            for code in rng.sample(["SAVE10", "WELCOME5", "SOCKS3FOR2"], rng.randint(0, 2)):
                cart.apply_code(code)
            out.append((str(cart.subtotal), str(cart.discount()), str(cart.shipping()),
                        str(cart.total())))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
