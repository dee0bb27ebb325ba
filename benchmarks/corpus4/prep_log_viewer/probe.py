"""Behaviour probe: random logs searched from random lines, with grep context."""

import random

MESSAGES = ["INFO  ok", "WARN  disk", "ERROR boom", "DEBUG tick", "INFO  user login"]


def probe(import_module):
    mod = import_module("logview")
    rng = random.Random(440)
    out = []
    for _ in range(60):
        lines = []
        for i in range(rng.randint(1, 12)):
            if rng.random() < 0.2:
                lines.append("  continuation")
            else:
                lines.append(f"2024-01-01 00:00:{i:02d} {rng.choice(MESSAGES)}")
        view = mod.LogView("\n".join(lines))
        pattern = rng.choice(["ERROR", "INFO", "disk|boom", "zzz"])
        try:
            out.append((view.find_next(pattern, after=rng.randint(0, len(view))),
                        view.grep(pattern, context=rng.randint(0, 1))[:4]))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
