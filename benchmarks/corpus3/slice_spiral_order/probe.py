"""Behaviour probe: spiral order of matrices of every shape up to 5 x 5."""


def probe(import_module):
    mod = import_module("spiral")
    out = []
    for rows in range(0, 6):
        for cols in range(1, 11):
            matrix = [[r * cols + c for c in range(cols)] for r in range(rows)]
            try:
                out.append(mod.spiral_order(matrix))
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                out.append(type(exc).__name__)
    return out
