import random


def probe(import_module):
    mod = import_module("rect_union_area")
    rng = random.Random(6464)
    out = []
    for _ in range(30):
        rects = []
        for _ in range(rng.randint(0, 5)):
            x, y = rng.randint(0, 8), rng.randint(0, 8)
            rects.append((x, y, x + rng.randint(0, 5), y + rng.randint(0, 5)))
        for fn in (mod.union_area, mod.double_counted_area, mod.coverage):
            try:
                res = fn(rects)
                out.append(round(res, 6) if isinstance(res, float) else res)
            except Exception as e:
                out.append(repr(type(e).__name__))
        segs = [(a, a + rng.randint(0, 4)) for a in (rng.randint(0, 10) for _ in range(rng.randint(0, 4)))]
        out.append(mod.union_length(segs))
    return out
