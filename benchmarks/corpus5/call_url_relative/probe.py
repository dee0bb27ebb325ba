"""Behaviour probe: relative references between random URLs, resolution, normalization."""

import os
import random
import sys

SEGMENTS = ["a", "b", "c", "docs", "x.html", "..", ".", "d;p"]


def _path(rng):
    return "/" + "/".join(rng.choice(SEGMENTS) for _ in range(rng.randrange(0, 4))) + rng.choice(["", "/"])


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    uk = import_module("urlkit")
    rng = random.Random(3986)
    out = []
    for _ in range(60):
        base = "http://h.io" + _path(rng) + rng.choice(["", "?q=1"])
        target = "http://h.io" + _path(rng) + rng.choice(["", "?q=2", "#f"])
        try:
            ref = uk.relative_url(base, target)
            out.append((ref, uk.urljoin(base, ref)))
        except Exception as exc:  # noqa: BLE001
            out.append(type(exc).__name__)
        out.append(uk.urljoin(base, rng.choice(SEGMENTS) + "/" + rng.choice(SEGMENTS)))
        out.append(str(uk.URL.parse(target.upper()).normalized()))
    return out
