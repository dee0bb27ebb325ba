"""Behaviour probe: range functions over random blocks of a random sheet."""

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path.cwd() / "src"))


def probe(import_module):
    mod = import_module("cellref")
    rng = random.Random(615)
    out = []
    for _ in range(12):
        sheet = mod.Sheet()
        for r in range(1, 6):
            for c in "ABCD":
                sheet.set(f"{c}{r}", rng.randint(-9, 9))
        for func in ("SUM", "COUNT", "MAX", "AVG"):
            r1, r2 = sorted(rng.sample(range(1, 6), 2))
            sheet.set("F1", f"={func}(A{r1}:{rng.choice('BCD')}{r2})")
            out.append(sheet.value("F1"))
        out.append(mod.column_letters(rng.randint(1, 2000)))
    return out
