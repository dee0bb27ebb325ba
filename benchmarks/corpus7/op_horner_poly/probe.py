"""Behaviour probe: values, slopes, derivatives, divisions and products of generated polynomials."""


def probe(import_module):
    mod = import_module("horner")
    out = []
    for seed in range(12):
        roots = [(seed * 3 + i * 5) % 7 - 3 for i in range(1 + seed % 4)]
        coeffs = mod.from_roots(roots)
        out.append(coeffs)
        out.append(mod.to_string(coeffs))
        out.append(mod.derivative(coeffs))
        out.append(mod.divide_by_root(coeffs, roots[0]))
        out.append([mod.value_and_slope(coeffs, x) for x in (-2, 0, 3)])
    return out
