import random


def _rnd(value):
    if isinstance(value, float):
        return round(value, 6)
    if isinstance(value, (list, tuple)):
        return [_rnd(v) for v in value]
    return value


def probe(import_module):
    mod = import_module("polygon_clip")
    rng = random.Random(7310)
    out = []
    for _ in range(50):
        x, y, w, h = rng.randint(-5, 5), rng.randint(-5, 5), rng.randint(1, 8), rng.randint(1, 8)
        rect = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
        if rng.random() < 0.5:
            rect.reverse()
        tri = [(rng.randint(-8, 8), rng.randint(-8, 8)) for _ in range(3)]
        pt = (rng.uniform(-8, 8), rng.uniform(-8, 8))
        calls = (lambda: mod.area(tri), lambda: mod.signed_area(rect), lambda: mod.contains(rect, pt),
                 lambda: mod.clip(tri, rect), lambda: mod.overlap_area(tri, rect),
                 lambda: mod.iou(rect, tri), lambda: mod.is_convex(tri))
        for call in calls:
            try:
                out.append(_rnd(call()))
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
