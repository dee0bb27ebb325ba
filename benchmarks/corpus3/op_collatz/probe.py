"""Behaviour probe: next terms of many numbers and step counts of powers of two and small n."""


def probe(import_module):
    mod = import_module("collatz")
    out = []
    for n in range(1, 41):
        out.append(mod.next_term(n))
    for n in (1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 64, 3 * 2**5, 5, 27, 97):
        try:
            out.append((mod.steps(n), mod.peak(n)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
