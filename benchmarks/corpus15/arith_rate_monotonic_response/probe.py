import random


def probe(import_module):
    mod = import_module("rate_monotonic")
    rng = random.Random(2718)
    out = []
    for _ in range(30):
        tasks = []
        for i in range(rng.randint(1, 4)):
            period = rng.choice([2, 3, 4, 5, 6, 8, 10, 12])
            tasks.append((f"t{i}", rng.randint(1, max(1, period // 2)), period))
        try:
            out.append(mod.response_times(tasks))
            out.append(mod.schedulable(tasks))
        except Exception as e:
            out.append(type(e).__name__)
        try:
            out.append((round(mod.utilization(tasks), 6), mod.hyperperiod(tasks)))
            out.append(mod.simulate(tasks, horizon=rng.randint(0, 30)))
        except Exception as e:
            out.append(type(e).__name__)
    return out
