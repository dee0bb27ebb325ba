"""Behaviour probe: random pushes, cancels, reprioritizations and pops."""

import random


def probe(import_module):
    mod = import_module("taskqueue")
    rng = random.Random(430)
    out = []
    for _ in range(60):
        q = mod.TaskQueue()
        log = []
        for _ in range(8):
            op = rng.choice(["push", "push", "cancel", "pop", "peek", "re"])
            job = rng.choice("abcd")
            try:
                if op == "push":
                    q.push(job, rng.randint(0, 3), payload=job.upper())
                elif op == "cancel":
                    log.append(q.cancel(job))
                elif op == "pop":
                    log.append(q.pop())
                elif op == "peek":
                    log.append(q.peek())
                else:
                    q.reprioritize(job, rng.randint(0, 3))
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                log.append(type(exc).__name__)
        out.append((log, q.snapshot(), len(q)))
    return out
