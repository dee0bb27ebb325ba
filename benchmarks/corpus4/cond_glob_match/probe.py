"""Behaviour probe: random patterns against random paths, hidden segments included."""

import random

PATTERNS = ["*", "*.py", ".*", "**/*.py", "a/**", "[ab]*", "[!.]*", "?.py", ".c*/*", "**/.*"]
NAMES = ["a", "b.py", ".cfg", "x.py", ".cache", "ab"]


def probe(import_module):
    mod = import_module("globmatch")
    rng = random.Random(429)
    out = []
    for _ in range(60):
        path = "/".join(rng.choice(NAMES) for _ in range(rng.randint(1, 3)))
        pattern = rng.choice(PATTERNS)
        try:
            out.append((pattern, path, mod.match(pattern, path),
                        mod.match(pattern, path, include_hidden=True)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
