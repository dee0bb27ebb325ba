"""Behaviour probe: random INI documents with odd spacing, read through the typed getters."""

import random


def probe(import_module):
    mod = import_module("settings")
    rng = random.Random(425)
    out = []
    keys = ["alpha", "Beta", "gamma"]
    for _ in range(60):
        lines = ["[main]"]
        for key in rng.sample(keys, rng.randint(1, 3)):
            sep = rng.choice(["=", " = ", ":", " : ", "  =\t"])
            lines.append(f"{key}{sep}{rng.choice(['1', 'yes', 'a, b', '${alpha}x'])}")
        try:
            s = mod.Settings("\n".join(lines))
            out.append([s.get("main", k, fallback=None) for k in keys])
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
