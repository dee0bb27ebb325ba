import random


def probe(import_module):
    mod = import_module("tree_levels")
    rng = random.Random(1111)
    out = []
    for _ in range(12):
        size = rng.randint(0, 14)
        values = [rng.randint(0, 9) if rng.random() < 0.75 else None for _ in range(size)]
        try:
            root = mod.build_tree(values)
        except Exception as e:
            out.append(repr(type(e).__name__))
            continue
        for call in (
            lambda: mod.levels(root),
            lambda: mod.right_view(root),
            lambda: mod.zigzag(root),
            lambda: mod.level_sums(root),
            lambda: mod.max_width(root),
        ):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
