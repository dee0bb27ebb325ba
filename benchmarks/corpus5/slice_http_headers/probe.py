"""Behaviour probe: parameters, negotiation and Cache-Control of random headers."""

import os
import random
import sys

TYPES = ["text/html", "text/*", "application/json", "*/*", "image/png", "text/plain"]


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    hk = import_module("headerkit")
    rng = random.Random(9110)
    out = []
    for _ in range(60):
        parts = []
        for _ in range(rng.randrange(1, 4)):
            part = rng.choice(TYPES)
            if rng.random() < 0.6:
                part += ";q=" + rng.choice(["0", "0.1", "0.5", '"0.7"', "1"])
            if rng.random() < 0.3:
                part += ';charset="utf-8"'
            parts.append(part)
        header = ", ".join(parts)
        out.append([(str(r), r.q) for r in hk.parse_accept(header)])
        out.append(hk.best_match(["text/html", "application/json", "text/plain"], header))
        value = rng.choice(['"a b"', '"x\\"y"', "tok", '""', '"q'])
        out.append(hk.unquote(value))
        out.append(str(hk.parse_cache_control(f"max-age={rng.randrange(100)}, ext={value}")))
    return out
