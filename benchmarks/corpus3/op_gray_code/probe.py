"""Behaviour probe: Gray codes and their inverses for a range of numbers."""


def probe(import_module):
    mod = import_module("gray_code")
    out = []
    for n in range(0, 120, 2):
        try:
            out.append((mod.to_gray(n), mod.from_gray(n), mod.from_gray(mod.to_gray(n))))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    out.append([mod.is_gray_cycle(mod.gray_sequence(b)) for b in range(1, 6)])
    return out
