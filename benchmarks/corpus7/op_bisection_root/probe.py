"""Behaviour probe: roots of generated polynomials, n-th roots and brackets."""


def probe(import_module):
    mod = import_module("bisection")
    out = []
    for a in range(1, 21):
        for call in (
            lambda: round(mod.bisect_root(lambda x: x * x - a, 0, a + 1), 6),
            lambda: round(mod.nth_root(a * 3 - 20, 3), 6),
            lambda: mod.find_bracket(lambda x: x - a / 3, 0),
        ):
            try:
                out.append(call())
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                out.append(type(exc).__name__)
    return out
