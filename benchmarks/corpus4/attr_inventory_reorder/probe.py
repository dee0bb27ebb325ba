"""Behaviour probe: random receipts, reservations and shipments, then the reorder plan."""

import random


def probe(import_module):
    mod = import_module("inventory")
    rng = random.Random(426)
    out = []
    for _ in range(60):
        inv = mod.Inventory()
        for sku in "ABC":
            inv.add_item(sku, sku, rng.choice(["s1", "s2"]), rng.choice(["1.50", "2"]),
                         rng.randint(0, 10), rng.randint(1, 20), rng.randint(0, 20))
        try:
            for _ in range(5):
                sku, qty = rng.choice("ABC"), rng.randint(1, 8)
                getattr(inv, rng.choice(["receive", "reserve", "reserve", "ship"]))(sku, qty)
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
        plan = inv.purchase_orders()
        out.append((inv.needs_reorder(), {s: [(l.sku, l.quantity) for l in ls]
                                          for s, ls in sorted(plan.items())},
                    str(inv.valuation())))
    return out
