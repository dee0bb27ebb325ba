"""Behaviour probe: roots and statistics on generated numbers."""

import random


def _call(fn, *args):
    try:
        value = fn(*args)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__
    if isinstance(value, list):
        return [round(v, 6) for v in value]
    return round(value, 6)


def probe(mod_loader):
    roots, stats = mod_loader("roots"), mod_loader("stats")
    rng = random.Random(11)
    out = []
    for _ in range(60):
        x = rng.choice([rng.uniform(0, 50), rng.uniform(0, 1), float(rng.randint(-5, 400))])
        values = [float(rng.randint(-20, 20)) for _ in range(rng.randint(1, 7))]
        q = rng.choice([0, 10, 25, 50, 75, 90, 100, 130])
        out.append((_call(roots.sqrt, x), _call(roots.cube_root, x - 10),
                    _call(stats.variance, values), _call(stats.stdev, values, False),
                    _call(stats.percentile, values, q), _call(stats.zscores, values)))
    return out
