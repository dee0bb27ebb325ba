"""Behaviour probe: schedules of random task networks (dependencies on earlier tasks)."""

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path.cwd() / "src"))


def probe(import_module):
    mod = import_module("cpm")
    rng = random.Random(611)
    out = []
    for _ in range(20):
        net = mod.Network()
        names = [f"t{i}" for i in range(rng.randint(1, 7))]
        for i, name in enumerate(names):
            after = tuple(rng.sample(names[:i], rng.randint(0, min(i, 2))))
            net.add(name, rng.randint(0, 9), after)
        out.append(net.earliest())
        schedule = mod.plan(net)
        out.append((schedule.finish, schedule.critical()))
        out.append({t: schedule.slack(t) for t in names})
    return out
