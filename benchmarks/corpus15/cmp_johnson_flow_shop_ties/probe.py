import random


def probe(import_module):
    mod = import_module("flow_shop")
    rng = random.Random(4242)
    out = []
    for _ in range(30):
        jobs = {f"j{i}": (rng.randint(0, 6), rng.randint(0, 6)) for i in range(rng.randint(0, 6))}
        try:
            order = mod.johnson_order(jobs)
            out.append(order)
            out.append((mod.makespan(jobs, order), mod.idle_time_b(jobs, order),
                        mod.mean_flow_time(jobs, order)))
        except Exception as e:
            out.append(type(e).__name__)
        try:
            out.append((mod.lower_bound(jobs), mod.best_makespan_brute_force(jobs)))
        except Exception as e:
            out.append(type(e).__name__)
    return out
