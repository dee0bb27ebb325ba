"""Behaviour probe: sums, differences, products and comparisons of generated numbers."""


def probe(import_module):
    mod = import_module("bigint")
    out = []
    for seed in range(15):
        a = str((seed * 7919) ** 3 % 10 ** (2 + seed % 9))
        b = str(seed * 1000 + 7 * seed)
        for call in (
            lambda: mod.add(a, b),
            lambda: mod.subtract(a, b),
            lambda: mod.multiply(a, b),
            lambda: mod.compare(a, b),
        ):
            try:
                out.append(call())
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                out.append(type(exc).__name__)
    out.append(mod.factorial(30))
    return out
