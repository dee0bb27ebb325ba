"""Behaviour probe: searches over every rotation of generated sorted lists."""


def probe(import_module):
    mod = import_module("rotated_search")
    out = []
    for n in range(1, 9):
        base = [v * 3 + n for v in range(n)]
        for k in range(n):
            items = mod.rotate(base, k)
            out.append(mod.rotation_point(items))
            out.append([mod.search(items, t) for t in range(n, 3 * n + n)])
    return out
