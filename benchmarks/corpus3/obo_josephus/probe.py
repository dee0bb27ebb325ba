"""Behaviour probe: elimination orders and survivors for a grid of n and k."""


def probe(import_module):
    mod = import_module("josephus")
    out = []
    for n in range(0, 12):
        for k in (1, 2, 3, 5, 7):
            try:
                out.append((mod.elimination_order(n, k), mod.survivor(max(n, 1), k)))
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                out.append(type(exc).__name__)
    return out
