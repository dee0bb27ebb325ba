"""Behaviour probe: random invoices with discounts and mixed tax categories."""

import random


def probe(import_module):
    models = import_module("models")
    mod = import_module("invoice")
    rng = random.Random(407)
    out = []
    for n in range(60):
        customer = models.Customer("C", rng.choice(["DE", "FR"]), rng.choice(["", "X1"]))
        inv = mod.Invoice(str(n), customer)
        try:
            for _ in range(rng.randint(1, 4)):
                inv.add("x", rng.randint(1, 5), f"{rng.randint(1, 9999) / 100:.2f}",
                        rng.choice(["standard", "reduced", "exempt"]),
                        rng.choice([0, 0, 5, 12.5, 50]))
            out.append((str(inv.net_total), str(inv.tax_total), str(inv.total)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
