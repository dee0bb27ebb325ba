import random


def probe(import_module):
    mod = import_module("call_center")
    rng = random.Random(777)
    out = []
    for case in range(60):
        calls = []
        for k in range(rng.randint(0, 7)):
            call = (f"c{k}", rng.randint(0, 6), rng.randint(0 if rng.random() < 0.03 else 1, 6))
            if rng.random() < 0.5:
                call += (rng.randint(0, 4),)
            calls.append(call)
        try:
            center = mod.simulate(rng.randint(1, 3), calls)
            out.append((center.schedule(), sorted(center.abandoned.items()),
                        round(center.average_wait(), 6), round(center.service_level(2), 6),
                        round(center.abandon_rate(), 6)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
