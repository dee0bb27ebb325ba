"""Behaviour probe: random job mixes simulated over random horizons."""

import random


def probe(import_module):
    mod = import_module("scheduler")
    rng = random.Random(438)
    out = []
    for _ in range(60):
        clock = mod.SimClock(0)
        sched = mod.Scheduler(clock)
        jobs = []
        for _ in range(rng.randint(1, 3)):
            if rng.random() < 0.7:
                jobs.append(sched.every(rng.choice([5, 7, 30]), lambda: None,
                                        delay=rng.choice([None, 0, 3]),
                                        max_runs=rng.choice([None, 2])))
            else:
                jobs.append(sched.at(rng.randint(0, 80), lambda: None))
        try:
            ran = sched.run_until(rng.randint(0, 100))
            out.append((ran, [(j.runs, j.next_run) for j in jobs], sched.idle_seconds()))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
