"""Behaviour probe: random amounts allocated by random ratios, plus some arithmetic."""

import random


def probe(import_module):
    mod = import_module("money")
    rng = random.Random(410)
    out = []
    for _ in range(60):
        currency = rng.choice(["EUR", "JPY", "KWD"])
        m = mod.Money(f"{rng.randint(-500, 100000) / 100}", currency)
        ratios = [rng.randint(0, 5) for _ in range(rng.randint(1, 5))]
        try:
            out.append((str(m), [p.minor for p in m.allocate(ratios)], str(m * 1.5 - m)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
