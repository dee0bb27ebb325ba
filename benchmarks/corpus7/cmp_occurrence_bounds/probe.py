"""Behaviour probe: every search of the module over a few sorted lists and many targets."""


def probe(import_module):
    mod = import_module("occurrence_bounds")
    lists = [[], [3], [1, 1, 1], [1, 2, 2, 2, 5, 7, 7, 9], list(range(0, 40, 3)), [2, 2, 4, 4, 6]]
    out = []
    for items in lists:
        for target in (-1, 1, 2, 4, 7, 9, 30, 50):
            row = []
            for fn in (mod.first_occurrence, mod.last_occurrence, mod.lower_bound,
                       mod.upper_bound):
                try:
                    row.append(fn(items, target))
                except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                    row.append(type(exc).__name__)
            out.append(tuple(row))
        for low, high in ((0, 5), (2, 7), (6, 2)):
            try:
                out.append(mod.count_in_range(items, low, high))
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                out.append(type(exc).__name__)
    return out
