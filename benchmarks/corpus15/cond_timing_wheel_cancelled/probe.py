import random


def probe(import_module):
    mod = import_module("timing_wheel")
    rng = random.Random(1504)
    out = []
    for _ in range(30):
        wheel = mod.TimingWheel(size=rng.randint(1, 6))
        ids = []
        try:
            for _ in range(rng.randint(1, 8)):
                op = rng.random()
                if op < 0.55 or not ids:
                    ids.append(wheel.schedule(rng.randint(0, 15), rng.randint(0, 99)))
                elif op < 0.8:
                    out.append(wheel.cancel(rng.choice(ids)))
                elif op < 0.9:
                    out.append(wheel.reschedule(rng.choice(ids), rng.randint(1, 9)))
                else:
                    out.append(wheel.advance(rng.randint(0, 5)))
        except Exception as e:
            out.append(type(e).__name__)
        try:
            out.append(wheel.pending())
            out.append(wheel.run_until_idle())
        except Exception as e:
            out.append(type(e).__name__)
    return out
