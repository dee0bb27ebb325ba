"""Behaviour probe: formatted records for random values."""

import random
import sys
from decimal import Decimal
from pathlib import Path

sys.path.insert(0, str(Path.cwd() / "src"))


def probe(import_module):
    mod = import_module("fixedwidth")
    rng = random.Random(613)
    layout = mod.Layout(mod.Field("id", 6, "int"), mod.Field("name", 6),
                        mod.Field("amt", 8, "amount"))
    out = []
    for _ in range(60):
        row = {"id": rng.randint(0, 99999), "name": rng.choice(["ann", "bo", ""]),
               "amt": Decimal(rng.randint(0, 10**6)) / 100}
        line = mod.format_record(layout, row)
        out.append((line, mod.parse_record(layout, line)["amt"]))
    return out
