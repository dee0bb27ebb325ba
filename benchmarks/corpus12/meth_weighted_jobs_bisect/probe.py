import random


def probe(import_module):
    mod = import_module("weighted_job_scheduling")
    rng = random.Random(6161)
    out = []
    for _ in range(60):
        rows = []
        for k in range(rng.randint(0, 7)):
            start = rng.randint(0, 12)
            rows.append((f"j{k}", start, start + rng.randint(0, 5), rng.randint(-1, 30)))
        try:
            jobs = mod.make_jobs(rows)
            profit, chosen = mod.best_schedule(jobs)
            out.append(profit)
            out.append([j.name for j in chosen])
            out.append(mod.is_compatible(chosen))
            out.append(mod.max_job_count(jobs))
            out.append(mod.total_profit(chosen))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
