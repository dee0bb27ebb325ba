import random


def probe(import_module):
    mod = import_module("mlfq")
    rng = random.Random(2718)
    out = []
    for _ in range(25):
        quanta = tuple(rng.randint(1, 5) for _ in range(rng.randint(1, 3)))
        boost = rng.choice([None, None, rng.randint(3, 12)])
        procs = [mod.Process("P%d" % i, rng.randint(0, 20), rng.randint(1, 9))
                 for i in range(rng.randint(1, 5))]
        sched = mod.MLFQScheduler(quanta=quanta, boost_every=boost)
        try:
            done = sched.run(procs)
            out.append([(p.name, p.finish) for p in done])
            out.append(list(sched.timeline))
            out.append(sorted(mod.waiting_times(done).items()))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
