"""Behaviour probe: sentence spans of random prose built from a few sentence shapes."""

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path.cwd() / "src"))

PIECES = ["It rained.", "Mr. Lee left!", "Why not?", "See fig. 3 here.", '"Go." ',
          "Costs rose 5%.", "etc. Then more.", "Dr. No smiled."]


def probe(import_module):
    mod = import_module("sentsplit")
    rng = random.Random(614)
    out = []
    for _ in range(55):
        text = " ".join(rng.choice(PIECES) for _ in range(rng.randint(1, 5)))
        out.append(mod.split_spans(text))
    return out
