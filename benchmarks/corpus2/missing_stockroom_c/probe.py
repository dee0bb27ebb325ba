"""Behaviour probe: random receive/ship sequences, value and reorder reports."""

import random
import sys


def _call(fn, *args):
    try:
        return fn(*args)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    sys.path.insert(0, "src")
    pkg = mod_loader("stockroom")
    rng = random.Random(7)
    out = []
    for _ in range(60):
        wh = pkg.Warehouse()
        for n in range(3):
            wh.register(pkg.Item(f"S{n}", f"item{n}", rng.choice([0.5, 1.25, 3.0]),
                                 on_hand=rng.randint(0, 12), reorder_level=rng.randint(0, 6),
                                 reorder_qty=rng.randint(1, 30)))
        steps = []
        for _ in range(4):
            sku, qty = f"S{rng.randint(0, 2)}", rng.randint(-1, 8)
            fn = wh.receive if rng.random() < 0.4 else wh.ship
            steps.append(_call(fn, sku, qty))
        out.append((steps, wh.total_value(), wh.reorder_list(), len(wh.history())))
    return out
