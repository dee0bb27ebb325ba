import random


def probe(import_module):
    mod = import_module("count_min_sketch")
    rng = random.Random(6174)
    out = []
    for _ in range(30):
        sketch = mod.CountMinSketch(rng.randint(1, 12), rng.randint(1, 4), seed=rng.randint(0, 3))
        items = [rng.randint(0, 20) for _ in range(rng.randint(0, 30))]
        conservative = rng.random() < 0.4
        try:
            for item in items:
                sketch.add(item, rng.randint(0, 3), conservative=conservative)
            out.append([sketch.estimate(k) for k in range(0, 21, 3)])
        except Exception as e:
            out.append(type(e).__name__)
        try:
            out.append((sketch.heavy_hitters(items, 0.15), rng.randint(0, 20) in sketch, sketch.total))
        except Exception as e:
            out.append(type(e).__name__)
    return out
