import random


def probe(import_module):
    mod = import_module("sjf_scheduler")
    rng = random.Random(4242)
    out = []
    for case in range(60):
        rows = [(f"p{k}", rng.randint(0, 20), rng.randint(0 if case % 7 == 0 else 1, 6))
                for k in range(rng.randint(0, 6))]
        try:
            procs = mod.parse_processes(rows)
            chart = mod.schedule(procs)
            out.append(chart)
            out.append(sorted(mod.statistics(procs, chart).items()))
            out.append(round(mod.average_waiting(procs), 6))
            out.append(mod.idle_time(chart))
            out.append(mod.format_gantt(chart))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
