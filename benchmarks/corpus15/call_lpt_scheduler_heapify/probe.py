import random


def probe(import_module):
    mod = import_module("lpt_scheduler")
    rng = random.Random(1337)
    out = []
    for _ in range(30):
        jobs = [(f"j{i}", rng.randint(0, 9)) for i in range(rng.randint(0, 7))]
        machines = rng.randint(1, 4)
        ready = None if rng.random() < 0.4 else [rng.randint(0, 8) for _ in range(machines)]
        try:
            assignment, loads = mod.lpt_schedule(jobs, machines, ready)
            out.append((assignment, loads, mod.imbalance(loads)))
            out.append(mod.timetable(jobs, assignment, ready))
        except Exception as e:
            out.append(type(e).__name__)
        try:
            out.append(mod.list_schedule(jobs, machines, ready))
            out.append((mod.lower_bound(jobs, machines), mod.makespan([d for _, d in jobs])))
        except Exception as e:
            out.append(type(e).__name__)
    return out
