"""Behaviour probe: column counts, columnized lists and wrapped text."""

import os
import random
import sys

WORDS = ["a", "ab", "abc", "word", "longer", "columns", "日本", "terminal", "x" * 12, "ok"]


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    tc = import_module("textcols")
    rng = random.Random(5150)
    out = []
    for _ in range(30):
        items = [rng.choice(WORDS) for _ in range(rng.randrange(1, 14))]
        width = rng.randrange(4, 60)
        out.append((width, tc.best_column_count(items, width)))
        out.append(tc.columnize(items, width))
    for _ in range(30):
        text = " ".join(rng.choice(WORDS) for _ in range(rng.randrange(1, 12)))
        width = rng.randrange(3, 20)
        out.append(tc.wrap(text, width))
        out.append(tc.truncate(text, width))
    return out
