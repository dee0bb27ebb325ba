"""Behaviour probe: tour counts from every start of a few small boards, and found tours."""


def probe(import_module):
    mod = import_module("knight_tours")
    out = []
    for rows, cols in ((3, 4), (4, 3), (3, 7), (2, 3)):
        for r in range(rows):
            for c in range(cols):
                out.append(mod.count_tours(rows, cols, (r, c)))
    for c in range(5):
        out.append(mod.count_tours(4, 5, (0, c)))
    for rows, cols in ((3, 4), (4, 5), (3, 7), (4, 4)):
        out.append(mod.find_tour(rows, cols))
    return out
