"""Behaviour probe: drop counts by both methods for many egg and floor numbers."""


def probe(import_module):
    mod = import_module("egg_drop")
    out = []
    for eggs in range(1, 5):
        for floors in (0, 1, 2, 5, 9, 16, 23, 30):
            out.append(mod.min_drops(eggs, floors))
            out.append(mod.min_drops_table(eggs, floors))
    for eggs in range(1, 4):
        out.append([mod.floors_covered(d, eggs) for d in range(8)])
    for floors in (10, 50, 120):
        out.append(mod.first_drop(2, floors))
    return out
