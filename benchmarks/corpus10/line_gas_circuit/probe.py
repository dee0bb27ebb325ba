"""Behaviour probe: starting stations and fuel traces of random circular routes."""

import random


def probe(import_module):
    mod = import_module("gas_circuit")
    rng = random.Random(2203)
    out = []
    for _ in range(70):
        n = rng.randint(0, 7)
        gas = [rng.randint(0, 6) for _ in range(n)]
        cost = [rng.randint(0, 6) for _ in range(n)]
        try:
            start = mod.circuit_start(gas, cost)
            trace = mod.fuel_trace(gas, cost, start) if start >= 0 else None
            out.append((gas, cost, start, trace, mod.can_complete(gas, cost)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
