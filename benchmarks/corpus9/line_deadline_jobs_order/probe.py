"""Behaviour probe: greedy plans of random job sets."""

import random


def probe(import_module):
    mod = import_module("deadline_jobs")
    rng = random.Random(9404)
    out = []
    for _ in range(60):
        scheduler = mod.JobScheduler()
        for k in range(rng.randint(0, 7)):
            scheduler.add(f"j{k}", rng.randint(1, 4), rng.randint(1, 30))
        out.append((scheduler.sequence(), scheduler.total_profit(), scheduler.dropped()))
    return out
