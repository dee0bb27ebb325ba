"""Behaviour probe: binomials over a grid of n and k, and lattice paths."""


def probe(import_module):
    mod = import_module("binomial")
    out = []
    for n in range(0, 14):
        for k in range(-1, 7, 2):
            try:
                out.append((n, k, mod.binomial(n, k), mod.lattice_paths(n, max(k, 0))))
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                out.append(type(exc).__name__)
    out.append([mod.central_binomial(n) for n in range(8)])
    return out
