import random


def probe(import_module):
    mod = import_module("sorted_matrix")
    rng = random.Random(1206)
    out = []
    for _ in range(30):
        h, w = rng.randint(1, 4), rng.randint(1, 4)
        grid = [[0] * w for _ in range(h)]
        for r in range(h):
            for c in range(w):
                base = max(grid[r - 1][c] if r else -10, grid[r][c - 1] if c else -10)
                grid[r][c] = base + rng.randint(0, 4)
        m = mod.SortedMatrix(grid)
        out.append(m.find(rng.randint(-10, 30)))
        out.append(m.count_at_most(rng.randint(-10, 30)))
        for k in (1, rng.randint(0, h * w + 1)):
            try:
                out.append(m.kth_smallest(k))
            except Exception as e:
                out.append(repr(type(e).__name__))
        out.append(m.median())
    return out
