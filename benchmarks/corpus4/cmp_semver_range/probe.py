"""Behaviour probe: random versions checked against random ranges, and sorting."""

import random


def probe(import_module):
    mod = import_module("semver")
    rng = random.Random(402)
    out = []

    def rand_version():
        text = f"{rng.randint(0, 2)}.{rng.randint(0, 3)}.{rng.randint(0, 3)}"
        if rng.random() < 0.25:
            text += "-" + rng.choice(["alpha", "beta.1", "rc.2", "1"])
        return text

    for _ in range(60):
        version = rand_version()
        spec = rng.choice("^~") + rand_version().split("-")[0]
        if rng.random() < 0.2:
            spec = ">=" + rand_version().split("-")[0]
        try:
            out.append((version, spec, mod.satisfies(version, spec)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    for _ in range(20):
        base = mod.Version.parse(rand_version().split("-")[0])
        spec = rng.choice("^~") + str(base)
        out.append([mod.satisfies(base.bump(part), spec) for part in ("major", "minor", "patch")])
    pool = [rand_version() for _ in range(12)]
    out.append([str(v) for v in sorted(map(mod.Version.parse, pool))])
    for spec in ["^0.1.0", "^1.0.0", "~2.2.0", "^0.0.2"]:
        out.append(mod.max_satisfying(pool, spec))
    return out
