"""Behaviour probe: random transfers, holds, partial releases and settlements."""

import random


def probe(import_module):
    mod = import_module("ledger")
    rng = random.Random(413)
    out = []
    for _ in range(60):
        bank = mod.Ledger()
        a = bank.open("a", deposit=rng.randint(0, 5000)).number
        b = bank.open("b", deposit=rng.randint(0, 5000), overdraft=rng.choice([0, 500])).number
        try:
            bank.card_payment(a, "r", rng.randint(1, 3000))
            bank.adjust_payment(a, "r", rng.randint(0, 1000), 3000)
            bank.transfer(b, a, rng.randint(1, 2000))
            out.append((bank.get(a).available, bank.settle(a, "r"), bank.get(a).balance))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append((type(exc).__name__, bank.get(a).available, bank.get(b).available))
    return out
