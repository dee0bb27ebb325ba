import random


def probe(import_module):
    mod = import_module("bank_teller_sim")
    rng = random.Random(8080)
    out = []
    for trial in range(20):
        n = rng.randint(1, 6)
        arrivals = [rng.randint(0, 10) for _ in range(n)]
        services = [rng.randint(1, 5) for _ in range(n)]
        try:
            report = mod.simulate(mod.make_customers(arrivals, services), rng.randint(1, 3))
            out.append([(c.ident, c.start, c.finish) for c in report.customers])
            out.append((report.end_time, report.longest_line))
            out.append(round(mod.average_wait(report), 6))
            out.append(sorted(mod.utilization(report).items()))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
