"""Behaviour probe: code tables and round trips of random texts."""

import os
import random
import sys


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    hc = import_module("huffcode")
    rng = random.Random(1952)
    out = []
    for _ in range(60):
        text = "".join(rng.choice("aaaabbbccdefg") for _ in range(rng.randrange(1, 40)))
        tree = hc.build_tree(text)
        out.append(sorted(hc.tree_codes(tree).items()))
        try:
            bits, table = hc.encode(text)
            out.append((len(bits), "".join(hc.decode(bits, table)) == text))
        except ValueError as exc:
            out.append(str(exc))
    return out
