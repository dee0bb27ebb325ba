import random


def probe(import_module):
    mod = import_module("disk_sched")
    rng = random.Random(4242)
    out = []
    for _ in range(30):
        cylinders = rng.choice([50, 100, 200])
        requests = rng.sample(range(cylinders), rng.randint(0, 8))
        head = rng.randrange(cylinders)
        direction = rng.choice(["up", "down"])
        for call in (lambda: mod.scan(requests, head, cylinders, direction),
                     lambda: mod.look(requests, head, cylinders, direction),
                     lambda: mod.c_scan(requests, head, cylinders),
                     lambda: mod.compare(requests, head, cylinders)):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
