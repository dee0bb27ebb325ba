"""Behaviour probe: costs and orders of generated matrix chains."""


def probe(import_module):
    mod = import_module("matrix_chain")
    out = []
    for seed in range(20):
        dims = [(seed * 7 + i * 13) % 17 + 1 for i in range(2 + seed % 7)]
        for fn in (mod.min_cost, mod.parenthesize, mod.left_to_right_cost):
            try:
                out.append(fn(dims))
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                out.append(type(exc).__name__)
    return out
