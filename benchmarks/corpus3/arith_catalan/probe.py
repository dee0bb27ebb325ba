"""Behaviour probe: the Catalan numbers and the counts derived from them."""


def probe(import_module):
    mod = import_module("catalan")
    out = []
    for n in range(-1, 25):
        for fn, arg in ((mod.catalan, n), (mod.polygon_triangulations, n)):
            try:
                out.append(fn(arg))
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                out.append(type(exc).__name__)
    for value in (1, 2, 3, 42, 43, 429):
        try:
            out.append(mod.is_catalan(value))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
