"""Behaviour probe: happiness and step counts of the numbers 1..60 and a few large ones."""


def probe(import_module):
    mod = import_module("happy")
    out = []
    for n in list(range(1, 61)) + [986543210, 10 ** 12 + 7]:
        out.append((mod.is_happy(n), mod.steps_to_one(n)))
    out.append(mod.happy_numbers(30, base=4))
    return out
