import random


def probe(import_module):
    mod = import_module("online_stats")
    rng = random.Random(4102)
    out = []
    for _ in range(25):
        a = [round(rng.uniform(-50, 50), 3) for _ in range(rng.randint(0, 8))]
        b = [round(rng.uniform(-50, 50), 3) for _ in range(rng.randint(0, 8))]
        try:
            rs = mod.RunningStats(a)
            out.append((rs.n, round(rs.mean, 9), round(rs.variance(), 9)))
        except Exception as e:
            out.append(repr(type(e).__name__))
        try:
            merged = mod.RunningStats(a).merge(mod.RunningStats(b))
            out.append((merged.n, round(merged.mean, 9), round(merged.variance(False), 9),
                        merged.min, merged.max))
        except Exception as e:
            out.append(repr(type(e).__name__))
        try:
            s = (mod.RunningStats(b) + mod.RunningStats(a)).summary()
            out.append({k: (round(v, 9) if isinstance(v, float) else v) for k, v in s.items()})
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
