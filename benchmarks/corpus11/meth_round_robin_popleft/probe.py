import random


def probe(import_module):
    mod = import_module("round_robin")
    rng = random.Random(1109)
    out = []
    for _ in range(12):
        tasks = [(f"t{i}", rng.randint(0, 7)) for i in range(rng.randint(0, 5))]
        quantum = rng.randint(1, 4)
        for call in (
            lambda: sorted(mod.completion_times(tasks, quantum).items()),
            lambda: mod.average_turnaround(tasks, quantum),
        ):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
        try:
            rr = mod.RoundRobin(quantum)
            for name, work in tasks:
                rr.add(name, work)
            out.append(rr.pending())
            out.append(rr.step())
            out.append(rr.pending())
            out.append(rr.run())
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
