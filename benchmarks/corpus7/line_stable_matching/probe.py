"""Behaviour probe: matchings of generated preference tables."""


def probe(import_module):
    mod = import_module("stable_matching")
    out = []
    for seed in range(50):
        n = 1 + seed % 5
        men = [f"m{i}" for i in range(n)]
        women = [f"w{i}" for i in range(n)]
        mp = {m: women[(i * seed) % n:] + women[:(i * seed) % n] for i, m in enumerate(men)}
        wp = {w: men[(i + seed) % n:] + men[:(i + seed) % n] for i, w in enumerate(women)}
        matching = mod.stable_matching(mp, wp)
        out.append(matching)
    out.append(mod.is_stable(out[-1], mp, wp))
    return out
