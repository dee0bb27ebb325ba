"""Behaviour probe: random arrival streams through a resource, and periodic samplers."""

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path.cwd() / "src"))


def probe(import_module):
    mod = import_module("desim")
    rng = random.Random(609)
    out = []
    for _ in range(25):
        sim = mod.Simulation()
        desk = mod.Resource(sim, servers=rng.randint(1, 3))
        waits = []
        for _ in range(rng.randint(1, 8)):
            service = rng.randint(1, 6)
            sim.at(rng.randint(0, 20), lambda s=service, d=desk, w=waits: d.request(s, w.append))
        out.append((sim.run(), waits, desk.served))
        out.append(round(desk.queue_length.mean(), 6))
    sim = mod.Simulation()
    ticks = []
    sim.every(3, lambda: ticks.append(sim.now), start=1)
    out.append((sim.run(until=30), ticks))
    return out
