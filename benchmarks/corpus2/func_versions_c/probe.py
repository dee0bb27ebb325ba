"""Behaviour probe: parse, order, bump and match generated versions."""

import random


def _call(fn, *args):
    try:
        return fn(*args)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def _text(rng):
    core = rng.choice(["1.0.0", "1.0.1", "1.2.0", "2.0.0", "0.9.10"])
    pre = rng.choice(["", "", "-alpha", "-rc.1", "-rc.10", "-beta.2"])
    return core + pre


def probe(mod_loader):
    semver, ranges = mod_loader("semver"), mod_loader("ranges")
    rng = random.Random(61)
    out = []
    for _ in range(60):
        texts = [_text(rng) for _ in range(5)]
        versions = [semver.Version.parse(t) for t in texts]
        req = f">={_text(rng).split('-')[0]},<{rng.randint(1, 3)}.0.0"
        out.append(([str(v) for v in sorted(versions)],
                    [str(_call(v.bump, rng.choice(["major", "minor", "patch"]))) for v in versions],
                    _call(ranges.best_match, texts, req, rng.random() < 0.5),
                    [_call(ranges.satisfies, v, req) for v in versions]))
    return out
