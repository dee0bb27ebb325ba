import random


def probe(import_module):
    mod = import_module("orange_rot")
    rng = random.Random(9001)
    out = []
    for _ in range(15):
        h, w = rng.randint(1, 6), rng.randint(1, 6)
        grid = [[rng.choices((0, 1, 2), weights=(2, 7, 1))[0] for _ in range(w)] for _ in range(h)]
        for call in (
            lambda: mod.rot_times(grid),
            lambda: mod.minutes_to_rot(grid),
            lambda: mod.safe_oranges(grid),
            lambda: mod.crate_after(grid, rng.randint(0, 4)),
            lambda: mod.count_cells(grid, rng.randint(0, 2)),
        ):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
