"""Behaviour probe: release notes of random commit lists."""

import random


def probe(import_module):
    mod = import_module("changelog")
    rng = random.Random(640)
    out = []
    for _ in range(55):
        messages = []
        for i in range(rng.randint(1, 6)):
            kind = rng.choice(["feat", "fix", "perf", "docs", "feat!"])
            scope = rng.choice(["", "(api)", "(cli)", "(db)"])
            bang = "!" if kind.endswith("!") else ""
            messages.append(f"{kind.rstrip('!')}{scope}{bang}: change {i}")
        out.append(mod.render("1.2.3", messages, "2024-01-01"))
    return out
