import random


def probe(import_module):
    mod = import_module("geodesy")
    rng = random.Random(4107)
    out = []
    for _ in range(20):
        lat1, lon1 = rng.uniform(-80, 80), rng.uniform(-180, 180)
        lat2, lon2 = rng.uniform(-80, 80), rng.uniform(-180, 180)
        for call in (
            lambda: mod.haversine(lat1, lon1, lat2, lon2),
            lambda: mod.initial_bearing(lat1, lon1, lat2, lon2),
            lambda: mod.midpoint(lat1, lon1, lat2, lon2),
            lambda: mod.destination(lat1, lon1, rng.uniform(0, 360), rng.uniform(0, 5000)),
            lambda: mod.compass_point(mod.initial_bearing(lat1, lon1, lat2, lon2)),
        ):
            try:
                v = call()
                out.append(tuple(round(c, 6) for c in v) if isinstance(v, tuple)
                           else round(v, 6) if isinstance(v, float) else v)
            except Exception as e:
                out.append(repr(type(e).__name__))
    for _ in range(5):
        try:
            out.append(mod.to_dms(round(rng.uniform(-180, 180), 4)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
