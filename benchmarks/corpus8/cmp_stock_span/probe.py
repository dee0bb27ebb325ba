"""Behaviour probe: spans of random price series, batch and online."""

import random


def probe(import_module):
    mod = import_module("stock_span")
    rng = random.Random(8108)
    out = []
    for _ in range(60):
        prices = [rng.randint(1, 6) for _ in range(rng.randint(0, 10))]
        try:
            spanner = mod.StockSpanner()
            online = [spanner.next(p) for p in prices]
            out.append((mod.spans(prices), mod.previous_higher(prices),
                        mod.longest_span(prices), online))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(repr(type(exc).__name__))
    return out
