"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    jobs = mod_loader("jobs")
    rng = random.Random(41)
    out = []
    for _ in range(60):
        q = jobs.JobQueue()
        for i in range(rng.randint(0, 4)):
            _call(q.add, f"j{i}", rng.randint(0, 3))
        job = q.next_job()
        out.append(job.name if job else None)
    return out
