"""Behaviour probe: Bezout triples, inverses, congruences and remainders of generated numbers."""


def probe(import_module):
    mod = import_module("crt")
    out = []
    for a in range(-3, 18):
        b = (a * 7 + 5) % 23
        out.append(mod.extended_gcd(a, b))
        for call in (lambda: mod.mod_inverse(a, 19 + a % 4), lambda: mod.solve_linear(a, b, 12)):
            try:
                out.append(call())
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                out.append(type(exc).__name__)
    for r in range(8):
        out.append(mod.crt([r, (r * 3) % 5, 1], [4, 5, 6 + r % 3]))
    return out
