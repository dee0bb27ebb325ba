import random


def probe(import_module):
    mod = import_module("edf_scheduler")
    rng = random.Random(2718)
    out = []
    for trial in range(25):
        jobs = []
        for i in range(rng.randint(1, 5)):
            release = rng.randint(0, 12)
            duration = rng.randint(1, 5)
            jobs.append(mod.Job(f"j{i}", release, duration, release + duration + rng.randint(-1, 8)))
        for fn in (mod.schedule, mod.lateness, mod.missed_deadlines):
            try:
                out.append(fn(jobs))
            except Exception as e:
                out.append(repr(type(e).__name__))
        out.append(round(mod.utilization(jobs), 6))
    return out
